import type { ServiceDefinition } from '@gv/platform';
import type { ServiceName } from '@gv/proto';
import { analyticsService } from '@gv/service-analytics';
import { catalogService } from '@gv/service-catalog';
import { identityService } from '@gv/service-identity';
import { notificationsService } from '@gv/service-notifications';
import { ordersService } from '@gv/service-orders';
import { redemptionService } from '@gv/service-redemption';
import { walletService } from '@gv/service-wallet';

/** The composition root: the only code that knows every service. */
export const SERVICES: Record<ServiceName, ServiceDefinition> = {
  identity: identityService,
  catalog: catalogService,
  orders: ordersService,
  wallet: walletService,
  redemption: redemptionService,
  notifications: notificationsService,
  analytics: analyticsService,
};

export const WEB_DIST = new URL('../../../web/dist', import.meta.url).pathname;
