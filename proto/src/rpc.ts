/** Request-reply message patterns between the gateway and the services, and between services. */
import {
  AnalyticsNotice,
  AnalyticsRpc,
  type BusinessesChanged,
  type ExportPage,
  type ExportPageRequest,
  type LiabilityReport,
  type LocationReport,
  type LocationReportRequest,
  type SalesActivity,
  type SalesActivityRequest,
  type ReportRangeRequest,
  type BusinessScope,
  type CustomerPage,
  type CustomersRequest,
  type BusinessTotals,
  type BuyerPage,
  type BuyersRequest,
  type DailyFiguresList,
  type GiftCardBuyerPage,
  type GiftCardBuyersRequest,
  type GiftCardOrderList,
  type GiftCardOrdersRequest,
  type PlatformTotals,
} from './analytics.js';
import type { ForgotPasswordRequest, PasswordResetDone, ResetPasswordRequest } from './account-security.js';
import type { AdminPrincipal, SuperAdminPrincipal } from './auth.js';
import { IdentityNotice, TeamRpc, type SessionsEnded, type TeamRpcMap } from './team.js';
import type { PromotionsRpcMap } from './promotions.js';
import type { MonthEndRpcMap } from './month-end.js';
import type { UnclaimedRpcMap } from './unclaimed-property.js';
import type { IntegrationsRpcMap } from './integrations.js';
import type { WebhooksRpcMap } from './webhooks.js';
import type {
  ConfirmTwoStepRequest,
  SetSignInPolicyRequest,
  SignInCodeRequest,
  SignInPolicyAnswer,
  TurnOffTwoStepRequest,
  TwoStepAccountRequest,
  TwoStepChallenge,
  TwoStepSetup,
  TwoStepStatus,
  TwoStepTurnedOn,
} from './two-step.js';
import {
  HolderCardRpc,
  WalletRpc,
  type ApplePass,
  type ApplePassRequest,
  type ChangedPasses,
  type ChangedPassesRequest,
  type DeviceRegistered,
  type DeviceRegistration,
  type LatestPass,
  type LatestPassRequest,
  type PassOnDevice,
  type HolderCardAnswer,
  type HolderCardRequest,
  type HolderGiftCard,
  type HolderPageRequest,
  type PassLinksRequest,
  type WalletButtonsRequest,
  type WalletButtons,
  type WalletLinks,
  type WalletsConfigured,
} from './wallet.js';
import {
  CatalogRpc,
  type AdminGiftCardList,
  type AdminGiftCardListRequest,
  type CreateGiftCardRequest,
  type DeleteGiftCardRequest,
  type GiftCardDeleted,
  type GiftCardDetails,
  type GiftCardDetailsRequest,
  type GiftCardPrice,
  type GiftCardPriceRequest,
  type GiftCardSaved,
  type PublicGiftCardList,
  type PublicGiftCardListRequest,
  type UpdateGiftCardRequest,
} from './catalog.js';
import {
  IdentityRpc,
  type Acknowledged,
  type AdminRequest,
  type AdminSessionOpened,
  type ChangePasswordRequest,
  type CurrentAdminAnswer,
  type LogoUploaded,
  type PaymentCredentials,
  type PaymentCredentialsRequest,
  type Pong,
  type PublicBusinessAnswer,
  type PublicBusinessRequest,
  type EmbedOrigins,
  type QrPoster,
  type QrPosterRequest,
  type RegisterRequest,
  type RegistrationOtpRequest,
  type SessionRequest,
  type SetPasswordRequest,
  type SettingsSaved,
  type SwitchModeRequest,
  type SignInRequest,
  type UpdateSettingsRequest,
  type UploadLogoRequest,
  type VerifyRegistrationOtpRequest,
  type SuperAdminEmails,
} from './identity.js';
import type {
  BusinessAdminCreated,
  CreateBusinessAdminRequest,
  RegistrationInterestRequest,
  RegistrationInterestSubmitted,
  RegistrationRequestList,
  RegistrationStatusUpdated,
  SuperAdminSessionOpened,
  SuperAdminStats,
  SuperAdminTokenRequest,
  UpdateRegistrationStatusRequest,
} from './registration.js';
import {
  OrdersRpc,
  type CompletePurchaseRequest,
  type CreatePaymentResponse,
  type CreatePaymentRpcRequest,
  type LedgerAuditResult,
  type PaymentAnomalyList,
  type PaymentRefunded,
  type PaymentsConfig,
  type PaymentsConfigRequest,
  type PurchaseCompleted,
  type RefundPaymentRequest,
  type SquareWebhookReceived,
  type SquareCredentialsCheck,
  type GiftCardEventsSubscribe,
  type GiftCardEventsSubscribed,
  type GiftCardEventsUnsubscribe,
  type GiftCardRegistration,
  type GiftCardRegistered,
  type SquareRedemption,
  type SquareRedeemed,
  type SquareMirror,
  type SquareMirrored,
  type SquareCredentialsVerified,
  type SquareWebhookRequest,
} from './orders.js';
import type { ChangeGiftDeliveryRequest, GiftDeliveryChanged, GiftDeliveryRequest, ScheduledGift } from './gift-delivery.js';
import type { PublicCardPages } from './public-page.js';
import {
  CorporateOrdersRpc,
  type BatchEmailProgress,
  type BatchEmailProgressRequest,
  type CorporateOrderRecord,
  type CorporateOrderRequest,
  type ConfirmCorporateOrderRpcRequest,
  type ApproveCorporateOrderRpcRequest,
  type OutsideCapRpcRequest,
  type OutsidePaymentCap,
  type CorporateOrdersForReview,
  type CreateCorporateOrderRpcRequest,
  type OrderCard,
  type OrderCardCounts,
  type OrderCardCountsRequest,
  type OrderCardsRequest,
} from './corporate-orders.js';
import { CustomerPrivacyRpc, type CustomerCards, type CustomerErased, type CustomerExportedRequest, type CustomerOrders, type CustomerRequest, type EraseCustomerRequest } from './customer-privacy.js';
import type { AuditTrailPage, AuditTrailRequest } from './audit-trail.js';
import type { DeadLetterRetried, DeadLetterView, HealthReport, ServiceOperations } from './operations.js';
import type {
  BusinessAccount,
  BusinessAccountRequest,
  BusinessDetailFigures,
  BusinessDirectoryPage,
  EndStaffSessionsRequest,
  TeamSizes,
  TeamSizesRequest,
  BusinessDirectoryRequest,
  BusinessFiguresRequest,
  SetBusinessStatusRequest,
} from './business-directory.js';
import {
  RedemptionRpc,
  type AdjustBalanceRequest,
  type AuditCardsPage,
  type SquareCardsRequest,
  type SquareCardsPage,
  type CardActionDone,
  type CardActionRequest,
  type CardActivity,
  type CardCashedOut,
  type CashOutRequest,
  type CardRefunded,
  type HolderResendRequest,
  type LostCardsRequest,
  type ReplaceRecipientRequest,
  type RecipientReplaced,
  type RefundCardRequest,
  type ReverseRedemptionRequest,
  type AuditCardsRequest,
  type CardCodes,
  type CardCodesRequest,
  type GiftCardRedeemed,
  type IssueForOrderRequest,
  type IssuedOrder,
  type OrderIdList,
  type RedeemRequest,
  type ScanGiftCardRequest,
  type ScannedGiftCard,
  type SendRedeemOtpRequest,
  type VerifyRedeemOtpRequest,
  type VerifyPinRedeemRequest,
  type SendHolderCodeRequest,
  type SetHolderPhoneRequest,
  type SetHolderPinRequest,
  type LoadedCard,
  type LoadForOrderRequest,
  type ReloadTarget,
  type ReloadTargetRequest,
  type TerminalRedemption,
  type TerminalRedemptionRecorded,
  type SquareRegistrationProgress,
  type SquareRegistrationRequest,
} from './redemption.js';

export const SERVICE_NAMES = ['identity', 'catalog', 'orders', 'wallet', 'redemption', 'notifications', 'analytics'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const Rpc = {
  health: <S extends ServiceName>(service: S) => `${service}.health` as const,
  deadLetters: <S extends ServiceName>(service: S) => `${service}.dead-letters` as const,
  operations: <S extends ServiceName>(service: S) => `${service}.operations` as const,
  retryDeadLetter: <S extends ServiceName>(service: S) => `${service}.retry-dead-letter` as const,
} as const;

/** One request-reply exchange: what the caller sends and what the handler answers. `void`: no body. */
interface Exchange<Request, Response> {
  request: Request;
  response: Response;
}

/** Every service answers these (platform/src/nest/service-host.ts). */
type OpsRpcMap = { [S in ServiceName as `${S}.health`]: Exchange<void, HealthReport> } & {
  [S in ServiceName as `${S}.dead-letters`]: Exchange<void, DeadLetterView[]>;
} & { [S in ServiceName as `${S}.operations`]: Exchange<void, ServiceOperations> } & {
  [S in ServiceName as `${S}.retry-dead-letter`]: Exchange<{ id: number }, DeadLetterRetried>;
};

/**
 * Every request-reply pattern with its request and response, as immich's
 * EventMap does for events: the gateway's caller, the services' handlers and
 * service-to-service calls are typed by it, so a wrong pattern, body or use of
 * an answer fails to compile. Request fields a client fills in are optional:
 * the service validates them.
 */
export interface RpcMap extends OpsRpcMap, TeamRpcMap, PromotionsRpcMap, MonthEndRpcMap, UnclaimedRpcMap, IntegrationsRpcMap, WebhooksRpcMap {
  [TeamRpc.teamSizes]: Exchange<TeamSizesRequest, TeamSizes>;
  [TeamRpc.endStaffSessions]: Exchange<EndStaffSessionsRequest, Acknowledged>;
  [IdentityRpc.ping]: Exchange<void, Pong>;

  [WalletRpc.holderCard]: Exchange<HolderPageRequest, HolderCardAnswer>;
  [WalletRpc.passLinks]: Exchange<PassLinksRequest, WalletLinks>;
  [WalletRpc.buttons]: Exchange<WalletButtonsRequest, WalletButtons>;
  [WalletRpc.applePass]: Exchange<ApplePassRequest, ApplePass>;
  [WalletRpc.configured]: Exchange<void, WalletsConfigured>;
  [WalletRpc.registerDevice]: Exchange<DeviceRegistration, DeviceRegistered>;
  [WalletRpc.unregisterDevice]: Exchange<PassOnDevice, Acknowledged>;
  [WalletRpc.changedPasses]: Exchange<ChangedPassesRequest, ChangedPasses>;
  [WalletRpc.latestPass]: Exchange<LatestPassRequest, LatestPass>;
  [HolderCardRpc.find]: Exchange<HolderCardRequest, HolderGiftCard>;

  [IdentityRpc.submitRegistrationInterest]: Exchange<RegistrationInterestRequest, RegistrationInterestSubmitted>;
  [IdentityRpc.resolveSession]: Exchange<SessionRequest, AdminPrincipal | null>;
  [IdentityRpc.resolveSuperAdminToken]: Exchange<SuperAdminTokenRequest, SuperAdminPrincipal | null>;
  [IdentityRpc.sendRegistrationOtp]: Exchange<RegistrationOtpRequest, Acknowledged>;
  [IdentityRpc.verifyRegistrationOtp]: Exchange<VerifyRegistrationOtpRequest, Acknowledged>;
  [IdentityRpc.register]: Exchange<RegisterRequest, AdminSessionOpened>;
  [IdentityRpc.signIn]: Exchange<SignInRequest, AdminSessionOpened | TwoStepChallenge>;
  [IdentityRpc.verifySignInCode]: Exchange<SignInCodeRequest, AdminSessionOpened>;
  [IdentityRpc.superAdminVerifySignInCode]: Exchange<SignInCodeRequest, SuperAdminSessionOpened>;
  [IdentityRpc.startTwoStep]: Exchange<TwoStepAccountRequest, TwoStepSetup>;
  [IdentityRpc.confirmTwoStep]: Exchange<ConfirmTwoStepRequest, TwoStepTurnedOn>;
  [IdentityRpc.turnOffTwoStep]: Exchange<TurnOffTwoStepRequest, Acknowledged>;
  [IdentityRpc.twoStepStatus]: Exchange<TwoStepAccountRequest, TwoStepStatus>;
  [IdentityRpc.signInPolicy]: Exchange<void, SignInPolicyAnswer>;
  [IdentityRpc.setSignInPolicy]: Exchange<SetSignInPolicyRequest, SignInPolicyAnswer>;
  [IdentityRpc.signOut]: Exchange<SessionRequest, Acknowledged>;
  [IdentityRpc.currentAdmin]: Exchange<AdminRequest, CurrentAdminAnswer>;
  [IdentityRpc.changePassword]: Exchange<ChangePasswordRequest, Acknowledged>;
  [IdentityRpc.setPassword]: Exchange<SetPasswordRequest, Acknowledged>;
  [IdentityRpc.updateSettings]: Exchange<UpdateSettingsRequest, SettingsSaved>;
  [IdentityRpc.uploadLogo]: Exchange<UploadLogoRequest, LogoUploaded>;
  [IdentityRpc.qrPoster]: Exchange<QrPosterRequest, QrPoster>;
  [IdentityRpc.publicBusiness]: Exchange<PublicBusinessRequest, PublicBusinessAnswer>;
  [IdentityRpc.embedOrigins]: Exchange<PublicBusinessRequest, EmbedOrigins>;
  [IdentityRpc.paymentCredentials]: Exchange<PaymentCredentialsRequest, PaymentCredentials>;
  [IdentityRpc.superAdminSignIn]: Exchange<SignInRequest, SuperAdminSessionOpened | TwoStepChallenge>;
  [IdentityRpc.switchMode]: Exchange<SwitchModeRequest, SettingsSaved>;
  [IdentityRpc.deleteTestData]: Exchange<AdminRequest, Acknowledged>;
  [IdentityRpc.superAdminEmails]: Exchange<void, SuperAdminEmails>;
  [IdentityRpc.superAdminSignOut]: Exchange<SuperAdminTokenRequest, Acknowledged>;
  [IdentityRpc.listRegistrationRequests]: Exchange<void, RegistrationRequestList>;
  [IdentityRpc.updateRegistrationStatus]: Exchange<UpdateRegistrationStatusRequest, RegistrationStatusUpdated>;
  [IdentityRpc.createBusinessAdmin]: Exchange<CreateBusinessAdminRequest, BusinessAdminCreated>;
  [IdentityRpc.requestPasswordReset]: Exchange<ForgotPasswordRequest, Acknowledged>;
  [IdentityRpc.resetPassword]: Exchange<ResetPasswordRequest, PasswordResetDone>;
  [IdentityRpc.businessAccount]: Exchange<BusinessAccountRequest, BusinessAccount>;
  [IdentityRpc.setBusinessStatus]: Exchange<SetBusinessStatusRequest, BusinessAccount>;

  [AnalyticsRpc.superAdminStats]: Exchange<void, SuperAdminStats>;
  [AnalyticsRpc.liability]: Exchange<ReportRangeRequest, LiabilityReport>;
  [AnalyticsRpc.locations]: Exchange<LocationReportRequest, LocationReport>;
  [AnalyticsRpc.exportPage]: Exchange<ExportPageRequest, ExportPage>;
  [AnalyticsRpc.salesActivity]: Exchange<SalesActivityRequest, SalesActivity>;
  [AnalyticsRpc.customers]: Exchange<CustomersRequest, CustomerPage>;
  [AnalyticsRpc.totals]: Exchange<BusinessScope, BusinessTotals>;
  [AnalyticsRpc.daily]: Exchange<BusinessScope, DailyFiguresList>;
  [AnalyticsRpc.giftCardOrders]: Exchange<GiftCardOrdersRequest, GiftCardOrderList>;
  [AnalyticsRpc.giftCardBuyers]: Exchange<GiftCardBuyersRequest, GiftCardBuyerPage>;
  [AnalyticsRpc.buyers]: Exchange<BuyersRequest, BuyerPage>;
  [AnalyticsRpc.platformTotals]: Exchange<void, PlatformTotals>;
  [AnalyticsRpc.auditTrail]: Exchange<AuditTrailRequest, AuditTrailPage>;
  [AnalyticsRpc.businessDirectory]: Exchange<BusinessDirectoryRequest, BusinessDirectoryPage>;
  [AnalyticsRpc.businessFigures]: Exchange<BusinessFiguresRequest, BusinessDetailFigures>;

  [CatalogRpc.create]: Exchange<CreateGiftCardRequest, GiftCardSaved>;
  [CatalogRpc.update]: Exchange<UpdateGiftCardRequest, GiftCardSaved>;
  [CatalogRpc.remove]: Exchange<DeleteGiftCardRequest, GiftCardDeleted>;
  [CatalogRpc.details]: Exchange<GiftCardDetailsRequest, GiftCardDetails>;
  [CatalogRpc.adminList]: Exchange<AdminGiftCardListRequest, AdminGiftCardList>;
  [CatalogRpc.publicList]: Exchange<PublicGiftCardListRequest, PublicGiftCardList>;
  [CatalogRpc.price]: Exchange<GiftCardPriceRequest, GiftCardPrice>;
  [CatalogRpc.publicPages]: Exchange<void, PublicCardPages>;

  [OrdersRpc.paymentsConfig]: Exchange<PaymentsConfigRequest, PaymentsConfig>;
  [OrdersRpc.createPayment]: Exchange<CreatePaymentRpcRequest, CreatePaymentResponse>;
  [OrdersRpc.completePurchase]: Exchange<CompletePurchaseRequest, PurchaseCompleted>;
  [OrdersRpc.squareWebhook]: Exchange<SquareWebhookRequest, SquareWebhookReceived>;
  [OrdersRpc.paymentAnomalies]: Exchange<void, PaymentAnomalyList>;
  [OrdersRpc.verifySquareCredentials]: Exchange<SquareCredentialsCheck, SquareCredentialsVerified>;
  [OrdersRpc.ledgerAudit]: Exchange<void, LedgerAuditResult>;
  [OrdersRpc.refundPayment]: Exchange<RefundPaymentRequest, PaymentRefunded>;
  [OrdersRpc.subscribeGiftCardEvents]: Exchange<GiftCardEventsSubscribe, GiftCardEventsSubscribed>;
  [OrdersRpc.unsubscribeGiftCardEvents]: Exchange<GiftCardEventsUnsubscribe, Acknowledged>;
  [OrdersRpc.registerGiftCard]: Exchange<GiftCardRegistration, GiftCardRegistered>;
  [OrdersRpc.redeemAtSquare]: Exchange<SquareRedemption, SquareRedeemed>;
  [OrdersRpc.mirrorAtSquare]: Exchange<SquareMirror, SquareMirrored>;

  [RedemptionRpc.issueForOrder]: Exchange<IssueForOrderRequest, IssuedOrder>;
  [RedemptionRpc.reloadTarget]: Exchange<ReloadTargetRequest, ReloadTarget>;
  [RedemptionRpc.terminalRedemption]: Exchange<TerminalRedemption, TerminalRedemptionRecorded>;
  [RedemptionRpc.loadForOrder]: Exchange<LoadForOrderRequest, LoadedCard>;
  [RedemptionRpc.cardCodes]: Exchange<CardCodesRequest, CardCodes>;
  [RedemptionRpc.scan]: Exchange<ScanGiftCardRequest, ScannedGiftCard>;
  [RedemptionRpc.sendRedeemOtp]: Exchange<SendRedeemOtpRequest, Acknowledged>;
  [RedemptionRpc.verifyRedeemOtp]: Exchange<VerifyRedeemOtpRequest, Acknowledged>;
  [RedemptionRpc.verifyPinRedeem]: Exchange<VerifyPinRedeemRequest, Acknowledged>;
  [RedemptionRpc.sendHolderCode]: Exchange<SendHolderCodeRequest, Acknowledged>;
  [RedemptionRpc.setHolderPhone]: Exchange<SetHolderPhoneRequest, Acknowledged>;
  [RedemptionRpc.setHolderPin]: Exchange<SetHolderPinRequest, Acknowledged>;
  [RedemptionRpc.redeem]: Exchange<RedeemRequest, GiftCardRedeemed>;
  [RedemptionRpc.auditCards]: Exchange<AuditCardsRequest, AuditCardsPage>;
  [RedemptionRpc.auditSquareCards]: Exchange<SquareCardsRequest, SquareCardsPage>;
  [RedemptionRpc.ordersAwaitingIssue]: Exchange<OrderIdList, OrderIdList>;
  [RedemptionRpc.voidCard]: Exchange<CardActionRequest, CardActionDone>;
  [RedemptionRpc.reactivateCard]: Exchange<CardActionRequest, CardActionDone>;
  [RedemptionRpc.adjustBalance]: Exchange<AdjustBalanceRequest, CardActionDone>;
  [RedemptionRpc.reverseRedemption]: Exchange<ReverseRedemptionRequest, CardActionDone>;
  [RedemptionRpc.refundCard]: Exchange<RefundCardRequest, CardRefunded>;
  [RedemptionRpc.registerExistingAtSquare]: Exchange<SquareRegistrationRequest, SquareRegistrationProgress>;
  [RedemptionRpc.registrationAtSquare]: Exchange<SquareRegistrationRequest, SquareRegistrationProgress>;
  [RedemptionRpc.stopRegisteringAtSquare]: Exchange<SquareRegistrationRequest, SquareRegistrationProgress>;
  [RedemptionRpc.resendCardEmail]: Exchange<CardActionRequest, Acknowledged>;
  [RedemptionRpc.resendToHolder]: Exchange<HolderResendRequest, Acknowledged>;
  [RedemptionRpc.lostCards]: Exchange<LostCardsRequest, Acknowledged>;
  [RedemptionRpc.replaceRecipient]: Exchange<ReplaceRecipientRequest, RecipientReplaced>;
  [RedemptionRpc.cardActivity]: Exchange<CardActionRequest, CardActivity>;
  [RedemptionRpc.cashOut]: Exchange<CashOutRequest, CardCashedOut>;
  [RedemptionRpc.findGiftDelivery]: Exchange<GiftDeliveryRequest, ScheduledGift>;
  [RedemptionRpc.changeGiftDelivery]: Exchange<ChangeGiftDeliveryRequest, GiftDeliveryChanged>;

  [CorporateOrdersRpc.create]: Exchange<CreateCorporateOrderRpcRequest, CorporateOrderRecord>;
  [CorporateOrdersRpc.list]: Exchange<{ businessSlug: string }, { orders: CorporateOrderRecord[] }>;
  [CorporateOrdersRpc.find]: Exchange<CorporateOrderRequest, CorporateOrderRecord>;
  [CorporateOrdersRpc.confirm]: Exchange<ConfirmCorporateOrderRpcRequest, CorporateOrderRecord>;
  [CorporateOrdersRpc.approve]: Exchange<ApproveCorporateOrderRpcRequest, CorporateOrderRecord>;
  [CorporateOrdersRpc.review]: Exchange<void, CorporateOrdersForReview>;
  [CorporateOrdersRpc.outsideCap]: Exchange<OutsideCapRpcRequest, OutsidePaymentCap>;
  [CorporateOrdersRpc.setOutsideCap]: Exchange<OutsideCapRpcRequest, OutsidePaymentCap>;
  [CorporateOrdersRpc.cardCounts]: Exchange<OrderCardCountsRequest, OrderCardCounts>;
  [CorporateOrdersRpc.cards]: Exchange<OrderCardsRequest, { cards: OrderCard[] }>;
  [CorporateOrdersRpc.emailProgress]: Exchange<BatchEmailProgressRequest, BatchEmailProgress>;

  [CustomerPrivacyRpc.orders]: Exchange<CustomerRequest, CustomerOrders>;
  [CustomerPrivacyRpc.cards]: Exchange<CustomerRequest, CustomerCards>;
  [CustomerPrivacyRpc.exported]: Exchange<CustomerExportedRequest, Acknowledged>;
  [CustomerPrivacyRpc.erase]: Exchange<EraseCustomerRequest, CustomerErased>;
}

/** Each notice subject with the body it carries. */
export interface NoticeMap {
  [AnalyticsNotice.businessesChanged]: BusinessesChanged;
  [IdentityNotice.sessionsEnded]: SessionsEnded;
  [IdentityNotice.apiKeyRevoked]: SessionsEnded;
  [IdentityNotice.businessChanged]: SessionsEnded;
}

export type NoticeSubject = keyof NoticeMap;

export type RpcPattern = keyof RpcMap;
export type RpcRequestOf<P extends RpcPattern> = RpcMap[P]['request'];
export type RpcResponseOf<P extends RpcPattern> = RpcMap[P]['response'];
/** The arguments after the pattern: none when the pattern takes no body. */
export type RpcBodyArgs<P extends RpcPattern> = RpcRequestOf<P> extends void ? [] : [body: RpcRequestOf<P>];

/** What a service replies when a use case fails with a domain error. */
export interface RpcErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Codes of something that does not exist end in NOT_FOUND (NOT_FOUND, GIFT_CARD.NOT_FOUND, PURCHASE.ORDER_NOT_FOUND). */
export const isNotFoundCode = (code: string): boolean => /(^|[._])NOT_FOUND$/.test(code);

/** A declined payment's code: Square's (GENERIC_DECLINE, CVV_FAILURE…) under this prefix. */
export const DECLINED_CODE_PREFIX = 'PAYMENT.DECLINED.';
