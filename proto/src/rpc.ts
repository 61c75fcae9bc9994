/** Request-reply message patterns between the gateway and the services. */
export const Rpc = {
  health: (service: ServiceName) => `${service}.health`,
  deadLetters: (service: ServiceName) => `${service}.dead-letters`,
  identity: {
    submitRegistrationInterest: 'identity.registration-interest.submit',
    resolveSession: 'identity.session.resolve',
    resolveSuperAdminToken: 'identity.super-admin-token.resolve',
    sendRegistrationOtp: 'identity.registration-otp.send',
    verifyRegistrationOtp: 'identity.registration-otp.verify',
    register: 'identity.admin.register',
    signIn: 'identity.admin.sign-in',
    signOut: 'identity.admin.sign-out',
    currentAdmin: 'identity.admin.current',
    changePassword: 'identity.admin.change-password',
    setPassword: 'identity.admin.set-password',
    updateSettings: 'identity.business.update-settings',
    uploadLogo: 'identity.business.upload-logo',
    qrPoster: 'identity.business.qr-poster',
    publicBusiness: 'identity.business.public',
    superAdminSignIn: 'identity.super-admin.sign-in',
    listRegistrationRequests: 'identity.registration-requests.list',
    updateRegistrationStatus: 'identity.registration-requests.update-status',
    createBusinessAdmin: 'identity.business-admin.create',
  },
  analytics: {
    superAdminStats: 'analytics.super-admin-stats',
  },
  ping: 'identity.ping',
} as const;

export const SERVICE_NAMES = [
  'identity',
  'catalog',
  'orders',
  'wallet',
  'redemption',
  'notifications',
  'analytics',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** What a service replies when a use case fails with a domain error. */
export interface RpcErrorBody {
  code: string;
  message: string;
  status: number;
  fields?: Record<string, string>;
}

export interface HealthReport {
  service: string;
  ok: boolean;
  checks: Record<string, { ok: boolean; detail?: string }>;
}
