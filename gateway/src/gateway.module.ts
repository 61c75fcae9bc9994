import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { BLOBS, CONFIG, KV, RPC, type Runtime } from '@gv/platform';
import { AccessGuard } from './auth/access.js';
import { AdminGuard } from './auth/admin.guard.js';
import { ApiKeyGuard } from './auth/api-key.guard.js';
import { ApiKeysHttp } from './integrations/api-keys.http.js';
import { WebhooksHttp } from './integrations/webhooks.http.js';
import { IntegratorHttp } from './integrations/integrator.http.js';
import { ApiKeyCache } from './auth/api-key-cache.js';
import { SessionCache } from './auth/session-cache.js';
import { SuperAdminGuard } from './auth/super-admin.guard.js';
import { ErrorFilter } from './http/error.filter.js';
import { PublicCache, PublicCacheInterceptor } from './http/public-cache.interceptor.js';
import { RequestIdInterceptor } from './http/request-id.interceptor.js';
import { NoNulGuard } from './http/no-nul.guard.js';
import { SameOriginGuard } from './http/same-origin.guard.js';
import { Services } from './http/rpc.js';
import { HealthHttp } from './ops/health.http.js';
import { MediaHttp } from './ops/media.http.js';
import { OperationsHttp } from './ops/operations.http.js';
import { AdminAccountHttp } from './identity/admin-account.http.js';
import { BusinessSettingsHttp } from './identity/business-settings.http.js';
import { PasswordResetHttp } from './identity/password-reset.http.js';
import { RegistrationInterestHttp } from './identity/registration-interest.http.js';
import { SuperAdminHttp } from './identity/superadmin.http.js';
import { SuperAdminBusinessesHttp } from './identity/superadmin-businesses.http.js';
import { TeamHttp } from './identity/team.http.js';
import { BusinessLocations } from './identity/business-locations.js';
import { TwoStepHttp } from './identity/two-step.http.js';
import { AdminGiftCardsHttp } from './catalog/admin-gift-cards.http.js';
import { PublicGiftCardsHttp } from './catalog/public-gift-cards.http.js';
import { CheckoutHttp } from './orders/checkout.http.js';
import { CorporateOrdersHttp } from './orders/corporate-orders.http.js';
import { SquareWebhookHttp } from './orders/square-webhook.http.js';
import { SuperAdminPaymentsHttp } from './orders/superadmin-payments.http.js';
import { SuperAdminCorporateOrdersHttp } from './orders/superadmin-corporate-orders.http.js';
import { CardActionsHttp } from './redemption/card-actions.http.js';
import { HolderEmailsHttp } from './redemption/holder-emails.http.js';
import { HolderVerificationHttp } from './redemption/holder-verification.http.js';
import { GiftDeliveryHttp } from './redemption/gift-delivery.http.js';
import { CounterRedemptionHttp } from './redemption/counter-redemption.http.js';
import { SquareRegisterExistingHttp } from './redemption/square-register-existing.http.js';
import { PromotionOffersHttp } from './promotions/promotion-offers.http.js';
import { PromotionsHttp } from './promotions/promotions.http.js';
import { HolderCardsHttp } from './wallet/holder-cards.http.js';
import { ApplePassUpdatesHttp } from './wallet/apple-pass-updates.http.js';
import { WalletPassesHttp } from './wallet/wallet-passes.http.js';
import { DashboardHttp } from './analytics/dashboard.http.js';
import { KeptFigures } from './analytics/kept-figures.js';
import { ReportsHttp } from './analytics/reports.http.js';
import { MonthEndHttp } from './analytics/month-end.http.js';
import { UnclaimedPropertyHttp } from './analytics/unclaimed.http.js';
import { AuditHttp } from './analytics/audit.http.js';
import { CustomersHttp } from './analytics/customers.http.js';
import { CustomerPrivacyHttp } from './analytics/customer-privacy.http.js';
import { OrdersViewsHttp } from './analytics/orders-views.http.js';
import { SuperAdminStatsHttp } from './analytics/superadmin-stats.http.js';

/** The HTTP API, one folder per service it fronts. */
export const GATEWAY_CONTROLLERS: Type<unknown>[] = [
  HealthHttp,
  MediaHttp,
  RegistrationInterestHttp,
  AdminAccountHttp,
  PasswordResetHttp,
  BusinessSettingsHttp,
  SuperAdminHttp,
  SuperAdminBusinessesHttp,
  TwoStepHttp,
  TeamHttp,
  SuperAdminStatsHttp,
  SuperAdminPaymentsHttp,
  SuperAdminCorporateOrdersHttp,
  OperationsHttp,
  AdminGiftCardsHttp,
  PublicGiftCardsHttp,
  CheckoutHttp,
  CorporateOrdersHttp,
  PromotionsHttp,
  PromotionOffersHttp,
  SquareWebhookHttp,
  DashboardHttp,
  ReportsHttp,
  MonthEndHttp,
  UnclaimedPropertyHttp,
  AuditHttp,
  CustomersHttp,
  CustomerPrivacyHttp,
  OrdersViewsHttp,
  WalletPassesHttp,
  ApplePassUpdatesHttp,
  HolderCardsHttp,
  CounterRedemptionHttp,
  SquareRegisterExistingHttp,
  CardActionsHttp,
  HolderEmailsHttp,
  HolderVerificationHttp,
  GiftDeliveryHttp,
  ApiKeysHttp,
  WebhooksHttp,
  IntegratorHttp,
];

/** A global guard, interceptor or filter, also provided as its class: the fast path runs the very instance Nest runs. */
const everywhere = (token: string, type: Type<unknown>): Provider[] => [type, { provide: token, useExisting: type }];

/**
 * What every request passes, in Nest's order (guards, interceptors, then the filter on a failure). Every route is a
 * Nest route: cached answers are interceptors that run after these (public-cache.interceptor.ts) or handlers' own
 * kept answers, so a guard added here applies to all of them (global-pipeline.int-spec.ts). The fast path for kept
 * public reads (http/fast-path.ts) runs each of them too, and the test fails when it does not.
 */
export const GLOBAL_PIPELINE: Provider[] = [
  ...everywhere(APP_FILTER, ErrorFilter),
  ...everywhere(APP_GUARD, SameOriginGuard),
  ...everywhere(APP_GUARD, NoNulGuard),
  ...everywhere(APP_GUARD, AccessGuard),
  ...everywhere(APP_INTERCEPTOR, RequestIdInterceptor),
];

export function gatewayModule(runtime: Runtime): DynamicModule {
  @Module({})
  class GatewayModule {}
  return {
    module: GatewayModule,
    controllers: GATEWAY_CONTROLLERS,
    providers: [
      Services,
      KeptFigures,
      AdminGuard,
      SessionCache,
      ApiKeyCache,
      BusinessLocations,
      PublicCache,
      PublicCacheInterceptor,
      SuperAdminGuard,
      ApiKeyGuard,
      { provide: RPC, useValue: runtime.rpc },
      { provide: KV, useValue: runtime.kv },
      { provide: BLOBS, useValue: runtime.blobs },
      { provide: CONFIG, useValue: runtime.config },
      ...GLOBAL_PIPELINE,
    ],
  };
}
