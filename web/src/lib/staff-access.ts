import { roleReaches, type StaffRole } from '@gv/proto';
import { paths } from '../config/paths';

/** A screen of the admin app, named as in `paths.admin`. */
export type AdminArea = keyof typeof paths.admin;

/**
 * The least role each admin screen is open to (decision 0077), as the server's routes name them: a manager runs the
 * catalog, promotions, orders, customers, reports and the counter; a clerk only the counter; the team and corporate orders are
 * the owner's, and so are the API keys (developers). Settings opens to everyone for their own password and two-step sign-in; the business's part is the
 * owner's. The server decides; this only keeps the app from offering what it would refuse.
 */
const LEAST_ROLE: Record<AdminArea, StaffRole> = {
  dashboard: 'manager',
  giftCards: 'manager',
  orders: 'manager',
  customers: 'manager',
  corporateOrders: 'owner',
  promotions: 'manager',
  reports: 'manager',
  reportsAudit: 'manager',
  reportsLocations: 'manager',
  reportsMonthEnd: 'manager',
  reportsUnclaimed: 'manager',
  team: 'owner',
  developers: 'owner',
  settings: 'clerk',
  redeem: 'clerk',
};

/** What a screen offers beyond opening it: a card's after-sale actions, erasing a customer, the business's settings. */
const LEAST_ROLE_FOR_ACTION = {
  cardActions: 'manager',
  eraseCustomer: 'owner',
  businessSettings: 'owner',
  closeMonth: 'owner',
  fileUnclaimed: 'owner',
} as const satisfies Record<string, StaffRole>;

export type AdminAction = keyof typeof LEAST_ROLE_FOR_ACTION;

/** The sidebar's entries, in order. */
export const NAV_ORDER = [
  'dashboard',
  'giftCards',
  'orders',
  'customers',
  'corporateOrders',
  'promotions',
  'reports',
  'team',
  'developers',
  'settings',
  'redeem',
] as const satisfies readonly AdminArea[];
export type NavArea = (typeof NAV_ORDER)[number];

export const mayOpen = (role: StaffRole, area: AdminArea): boolean => roleReaches(role, LEAST_ROLE[area]);

export const mayDo = (role: StaffRole, action: AdminAction): boolean => roleReaches(role, LEAST_ROLE_FOR_ACTION[action]);

/** The sidebar entries `role` sees. */
export const navFor = (role: StaffRole): NavArea[] => NAV_ORDER.filter((area) => mayOpen(role, area));

/** Where `role` lands after signing in, and where a screen it may not open sends it: the dashboard, or for a clerk the counter. */
export const homeOf = (role: StaffRole): string => (mayOpen(role, 'dashboard') ? paths.admin.dashboard.getHref() : paths.admin.redeem.getHref());
