/** Request-reply message patterns between the gateway and the services. */
export const Rpc = {
  health: (service: ServiceName) => `${service}.health`,
  deadLetters: (service: ServiceName) => `${service}.dead-letters`,
  identity: {
    submitRegistrationInterest: 'identity.registration-interest.submit',
  },
  analytics: {
    superAdminStats: 'analytics.super-admin-stats',
  },
  bench: { echo: 'identity.bench.echo' },
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
