import type { ServiceDefinition } from '@gv/platform';
import type { ServiceName } from '@gv/proto';

/**
 * The composition root: the only code that knows every service. A service is imported only when it is asked for,
 * so a service's own process holds its own code and not the other six's (Square's SDK, MJML, sharp, node-forge):
 * a smaller heap to mark at every major garbage collection (decision 0032).
 */
const LOADERS: Record<ServiceName, () => Promise<ServiceDefinition>> = {
  identity: async () => (await import('@gv/service-identity')).identityService,
  catalog: async () => (await import('@gv/service-catalog')).catalogService,
  orders: async () => (await import('@gv/service-orders')).ordersService,
  wallet: async () => (await import('@gv/service-wallet')).walletService,
  redemption: async () => (await import('@gv/service-redemption')).redemptionService,
  notifications: async () => (await import('@gv/service-notifications')).notificationsService,
  analytics: async () => (await import('@gv/service-analytics')).analyticsService,
};

export const loadService = (name: ServiceName): Promise<ServiceDefinition> => LOADERS[name]();

/** Every service, in the order the all-in-one process starts them. */
export const loadServices = (): Promise<ServiceDefinition[]> => Promise.all(Object.values(LOADERS).map((load) => load()));
