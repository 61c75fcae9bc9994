/** Every route of the SPA. `path` is the router pattern, `getHref` builds a link to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  suspended: { path: '/suspended', getHref: () => '/suspended' },
  register: { path: '/register', getHref: () => '/register' },
  // Our addition to the spec: target of the email link sent when a super admin approves a request.
  setPassword: {
    path: '/set-password',
    getHref: (token?: string) => (token ? `/set-password?token=${encodeURIComponent(token)}` : '/set-password'),
  },
  // "Forgot password?" and the target of the emailed reset link; `super` for the super admin's account.
  forgotPassword: {
    path: '/forgot-password',
    getHref: (realm: 'admin' | 'super' = 'admin') => (realm === 'super' ? '/forgot-password?realm=super' : '/forgot-password'),
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** The emailed link of an invitation to a business's team. */
  acceptInvitation: {
    path: '/accept-invitation',
    getHref: (token: string) => `/accept-invitation?token=${encodeURIComponent(token)}`,
  },
  explore: { path: '/explore', getHref: () => '/explore' },
  giftCard: { path: '/gift-card/:id', getHref: (id: string) => `/gift-card/${encodeURIComponent(id)}` },
  businessGiftCards: {
    path: '/:businessSlug/giftcards',
    getHref: (businessSlug: string) => `/${encodeURIComponent(businessSlug)}/giftcards`,
  },
  businessGiftCard: {
    path: '/:businessSlug/gift-card/:id',
    getHref: (businessSlug: string, id: string) => `/${encodeURIComponent(businessSlug)}/gift-card/${encodeURIComponent(id)}`,
  },
  /** The storefront framed by the business's own website (its "Buy a gift card" button, web/public/embed.js). */
  embed: { path: '/embed/:businessSlug', getHref: (businessSlug: string) => `/embed/${encodeURIComponent(businessSlug)}` },
  /** The holder's page of an issued card (the QR in its emails, the wallet passes' back link). */
  card: { path: '/card/:code', getHref: (code: string) => `/card/${encodeURIComponent(code)}` },
  /** Where a gift's email leads its recipient first: the card unwrapped with the giver's message, then the holder page. */
  cardReveal: { path: '/card/:code/reveal', getHref: (code: string) => `/card/${encodeURIComponent(code)}/reveal` },
  /** The buyer's change link of a scheduled gift (its confirmation email links here; decision 0061). */
  giftDelivery: { path: '/gift-delivery/:token', getHref: (token: string) => `/gift-delivery/${encodeURIComponent(token)}` },
  admin: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    giftCards: { path: '/giftcards', getHref: () => '/giftcards' },
    orders: { path: '/orders', getHref: () => '/orders' },
    customers: { path: '/customers', getHref: () => '/customers' },
    corporateOrders: { path: '/corporate-orders', getHref: () => '/corporate-orders' },
    promotions: { path: '/promotions', getHref: () => '/promotions' },
    reports: { path: '/reports', getHref: () => '/reports' },
    reportsAudit: { path: '/reports/audit', getHref: () => '/reports/audit' },
    reportsLocations: { path: '/reports/locations', getHref: () => '/reports/locations' },
    reportsMonthEnd: { path: '/reports/month-end', getHref: () => '/reports/month-end' },
    reportsUnclaimed: { path: '/reports/unclaimed', getHref: () => '/reports/unclaimed' },
    settings: { path: '/settings', getHref: () => '/settings' },
    team: { path: '/team', getHref: () => '/team' },
    developers: { path: '/developers', getHref: () => '/developers' },
    redeem: { path: '/redeem', getHref: () => '/redeem' },
  },
  superAdmin: {
    /** The super admin's address to remember: their dashboard, or their sign-in when signed out. */
    home: { path: '/superadmin', getHref: () => '/superadmin' },
    login: { path: '/superlogin', getHref: () => '/superlogin' },
    dashboard: { path: '/superadmin/dashboard', getHref: () => '/superadmin/dashboard' },
    businesses: { path: '/superadmin/businesses', getHref: () => '/superadmin/businesses' },
    business: { path: '/superadmin/businesses/:slug', getHref: (slug: string) => `/superadmin/businesses/${encodeURIComponent(slug)}` },
    operations: { path: '/superadmin/operations', getHref: () => '/superadmin/operations' },
  },
} as const;
