import type { AdminGiftCardList, GiftCardDeleted, GiftCardDetails, GiftCardSaved, PublicGiftCardList } from './catalog.js';
import type {
  BuyerRecordPage,
  GiftCardBuyerRecordPage,
  GiftCardOrderList,
  RevenueByDateAnswer,
  SalesDay,
  TotalRedemptionAnswer,
  TotalRevenueAnswer,
  TotalSoldAnswer,
  CustomerPage,
  CustomerSort,
  LiabilityReport,
  LocationReport,
  SalesActivity,
  BuyerCardStatus,
  OrderType,
} from './analytics.js';
import type { ForgotPasswordForm, ResetPasswordForm } from './account-security.js';
import type { AcceptInvitationForm, Created, InviteStaffForm, LocationForm, LocationList, StaffList, UpdateStaffForm } from './team.js';
import type { SignInCodeForm, SignInPolicy, SignInPolicyAnswer, TurnOffTwoStepForm, TwoStepChallenge, TwoStepCodeForm, TwoStepSetup, TwoStepStatus, TwoStepTurnedOn } from './two-step.js';
import type { GiftDeliveryChange, GiftDeliveryChanged, ScheduledGift } from './gift-delivery.js';
import type { PromotionForm, PromotionList, PromotionOffers } from './promotions.js';
import type { ApiKeyCreated, ApiKeyList, IntegratorCard, IntegratorOrderPage, IntegratorRedemption } from './integrations.js';
import type { WebhookCreated, WebhookDelivery, WebhookDeliveryList, WebhookEndpoint, WebhookEventType, WebhookList } from './webhooks.js';
import type { BreakageReport, JournalFormat, MonthClosed, MonthEndSettings, MonthEndSettingsForm } from './month-end.js';
import type { UnclaimedFiled, UnclaimedReport } from './unclaimed-property.js';
import type {
  Acknowledged,
  AdminSignedIn,
  ChangePasswordForm,
  Credentials,
  CurrentAdminAnswer,
  LogoUploaded,
  Pong,
  PublicBusinessAnswer,
  RegistrationForm,
  RegistrationOtpForm,
  SetPasswordForm,
  SettingsForm,
  SettingsSaved,
  VerifyRegistrationOtpForm,
} from './identity.js';
import type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  LedgerAuditResult,
  PaymentAnomalyList,
  PaymentDeclined,
  PaymentsConfig,
  PurchaseCompleted,
  PurchaseForm,
  SquareWebhookReceived,
} from './orders.js';
import type { CardActionDone, CardActivity, CardCashedOut, CardRefunded, CounterPurpose, GiftCardRedeemed, RecipientReplaced, ScannedGiftCard, SquareRegistrationProgress } from './redemption.js';
import type {
  BusinessAdminCreated,
  CreateBusinessAdminForm,
  RegistrationInterestInput,
  RegistrationInterestSubmitted,
  RegistrationRequestList,
  RegistrationStatusForm,
  RegistrationStatusUpdated,
  SuperAdminSignedIn,
  SuperAdminStatsAnswer,
} from './registration.js';
import type { DeadLetterRetried, HealthReport, OperationsAnswer } from './operations.js';
import type { CustomerErased, CustomerExport } from './customer-privacy.js';
import type { AuditAction, AuditTrailPage } from './audit-trail.js';
import type {
  CorporateOrderDetails,
  CorporateOrderList,
  CorporateOrderRecord,
  CorporateOrderSummary,
  CreateCorporateOrderRequest,
  OutsidePaymentCap,
  SetOutsidePaymentCapRequest,
} from './corporate-orders.js';
import type { BusinessDetail, BusinessStatusForm, TeamDirectoryPage } from './business-directory.js';
import type { HolderCardAnswer, WalletLinks, WalletsConfigured } from './wallet.js';
import type { CodeChannel, HolderChange } from './holder-verification.js';

/** GET /api/health: every service's report (503 when one is not ok), and the gateway's release (version, git commit). */
export interface HealthAnswer {
  ok: boolean;
  version: string;
  commit: string;
  services: HealthReport[];
  wallets?: WalletsConfigured;
}

/** The "Show test data" switch of a live business's figures and views. */
interface TestDataQuery {
  testData?: 'true';
}

/** A business's admin list, explore or search: a page of cards matching the keyword. */
interface CardSearchQuery {
  keyword?: string;
  page?: number;
}

interface BuyerSearchQuery extends TestDataQuery {
  search?: string;
  page?: number;
  locationId?: string;
  /** The orders table's filters (days as YYYY-MM-DD). */
  status?: BuyerCardStatus;
  type?: OrderType;
  from?: string;
  to?: string;
}

/** A multipart/form-data upload (a FormData in the browser); docs/openapi.json describes its fields on the route. */
export interface MultipartUpload {
  readonly multipart: true;
}

/**
 * Every operation of the HTTP API, as `METHOD path` (path parameters in braces, as in docs/openapi.json): its query,
 * body and answer. The gateway's controllers are checked against it (`@Route`), the web app calls through it, and
 * `npm run openapi` writes its schemas into docs/openapi.json, so the three cannot drift apart unnoticed. A `response`
 * of string is a file (an SVG, a pass), not JSON.
 */
export interface HttpApi {
  'GET /api/health': { response: HealthAnswer };
  'GET /api/ping': { response: Pong };

  'POST /api/v1/admin/registration-interest': { body: RegistrationInterestInput; response: RegistrationInterestSubmitted };
  'POST /api/v1/admin/login': { body: Credentials; response: AdminSignedIn | TwoStepChallenge };
  'POST /api/v1/admin/login/verify-code': { body: SignInCodeForm; response: AdminSignedIn };
  'POST /api/v1/admin/two-step/start': { response: TwoStepSetup };
  'POST /api/v1/admin/two-step/confirm': { body: TwoStepCodeForm; response: TwoStepTurnedOn };
  'POST /api/v1/admin/two-step/turn-off': { body: TurnOffTwoStepForm; response: Acknowledged };
  'POST /api/v1/admin/send-otp': { body: RegistrationOtpForm; response: Acknowledged };
  'POST /api/v1/admin/verify-otp': { body: VerifyRegistrationOtpForm; response: Acknowledged };
  'PUT /api/v1/admin/register': { body: RegistrationForm; response: AdminSignedIn };
  'PUT /api/v1/admin/set-password': { body: SetPasswordForm; response: Acknowledged };
  'GET /api/v1/admin/logout': { response: Acknowledged };
  'POST /api/v1/admin/logout': { response: Acknowledged };
  'GET /api/v1/admin/me': { response: CurrentAdminAnswer };
  'PUT /api/v1/admin/change-password': { body: ChangePasswordForm; response: Acknowledged };
  'POST /api/v1/admin/forgot-password': { body: ForgotPasswordForm; response: Acknowledged };
  'POST /api/v1/admin/reset-password': { body: ResetPasswordForm; response: Acknowledged };
  'POST /api/superadmin/forgot-password': { body: ForgotPasswordForm; response: Acknowledged };
  'POST /api/superadmin/reset-password': { body: ResetPasswordForm; response: Acknowledged };

  'GET /api/v1/admin/staff': { response: StaffList };
  'POST /api/v1/admin/staff/invitations': { body: InviteStaffForm; response: Created };
  'PUT /api/v1/admin/staff/{id}': { body: UpdateStaffForm; response: Acknowledged };
  'DELETE /api/v1/admin/staff/{id}': { response: Acknowledged };
  'POST /api/v1/admin/accept-invitation': { body: AcceptInvitationForm; response: AdminSignedIn };
  'GET /api/v1/admin/locations': { response: LocationList };
  'POST /api/v1/admin/locations': { body: LocationForm; response: Created };
  'PUT /api/v1/admin/locations/{id}': { body: LocationForm; response: Acknowledged };
  'DELETE /api/v1/admin/locations/{id}': { response: Acknowledged };
  'GET /api/v1/admin/api-keys': { response: ApiKeyList };
  'POST /api/v1/admin/api-keys': { body: { name: string; scopes: string[]; dailyLimit?: number; requestsPerSecond?: number }; response: ApiKeyCreated };
  'DELETE /api/v1/admin/api-keys/{id}': { params: { id: string }; response: Acknowledged };
  'GET /api/v1/admin/webhooks': { response: WebhookList };
  'POST /api/v1/admin/webhooks': { body: { url: string; events: WebhookEventType[] }; response: WebhookCreated };
  'PUT /api/v1/admin/webhooks/{id}': { params: { id: string }; body: { url?: string; events?: WebhookEventType[]; enabled?: boolean }; response: WebhookEndpoint };
  'DELETE /api/v1/admin/webhooks/{id}': { params: { id: string }; response: Acknowledged };
  'POST /api/v1/admin/webhooks/{id}/test': { params: { id: string }; response: WebhookDelivery };
  'GET /api/v1/admin/webhooks/{id}/deliveries': { params: { id: string }; response: WebhookDeliveryList };
  'POST /api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/resend': { params: { id: string; deliveryId: string }; response: WebhookDelivery };
  /** The integrator API (decision 0091): an API key as `Authorization: Bearer gv_…`, never a session. */
  'GET /api/v1/integrations/cards/{code}': { params: { code: string }; response: IntegratorCard };
  'POST /api/v1/integrations/cards/{code}/redemptions': {
    params: { code: string };
    body: { amount: number; idempotencyKey: string; reference?: string };
    response: IntegratorRedemption;
  };
  'POST /api/v1/integrations/cards/{code}/redemptions/{id}/reverse': { params: { code: string; id: string }; response: IntegratorCard };
  'GET /api/v1/integrations/orders': { query: { cursor?: string }; response: IntegratorOrderPage };
  'GET /api/v1/integrations/reports/liability': { query: { from: string; to: string }; response: LiabilityReport };

  'PUT /api/v1/admin/settings': { body: SettingsForm; response: SettingsSaved };
  'POST /api/v1/admin/go-live': { response: SettingsSaved };
  'POST /api/v1/admin/go-test': { response: SettingsSaved };
  'DELETE /api/v1/admin/test-data': { response: Acknowledged };
  'POST /api/v1/admin/square/register-existing': { response: SquareRegistrationProgress };
  'GET /api/v1/admin/square/register-existing': { response: SquareRegistrationProgress };
  'DELETE /api/v1/admin/square/register-existing': { response: SquareRegistrationProgress };
  'POST /api/v1/admin/settings/logo': { body: MultipartUpload; response: LogoUploaded };
  'GET /api/v1/admin/settings/qr-poster': { response: string };
  'GET /api/v1/admin/business/{businessSlug}': { response: PublicBusinessAnswer };

  'POST /api/superadmin/login': { body: Credentials; response: SuperAdminSignedIn | TwoStepChallenge };
  'POST /api/superadmin/login/verify-code': { body: SignInCodeForm; response: SuperAdminSignedIn };
  'GET /api/superadmin/two-step': { response: TwoStepStatus };
  'POST /api/superadmin/two-step/start': { response: TwoStepSetup };
  'POST /api/superadmin/two-step/confirm': { body: TwoStepCodeForm; response: TwoStepTurnedOn };
  'POST /api/superadmin/two-step/turn-off': { body: TurnOffTwoStepForm; response: Acknowledged };
  'GET /api/superadmin/sign-in-policy': { response: SignInPolicyAnswer };
  'PUT /api/superadmin/sign-in-policy': { body: SignInPolicy; response: SignInPolicyAnswer };
  'POST /api/superadmin/logout': { response: Acknowledged };
  'GET /api/superadmin/registration-requests': { response: RegistrationRequestList };
  'POST /api/superadmin/business-admin': { body: CreateBusinessAdminForm; response: BusinessAdminCreated };
  'PUT /api/superadmin/registration-requests/{id}/status': { body: RegistrationStatusForm; response: RegistrationStatusUpdated };
  'GET /api/superadmin/stats': { response: SuperAdminStatsAnswer };
  'GET /api/superadmin/payment-anomalies': { response: PaymentAnomalyList };
  'GET /api/superadmin/ledger-audit': { response: LedgerAuditResult };
  'GET /api/superadmin/operations': { response: OperationsAnswer };
  'POST /api/superadmin/operations/dead-letters/{service}/{id}/retry': { response: DeadLetterRetried };
  'GET /api/superadmin/businesses': { query: { search?: string; cursor?: string }; response: TeamDirectoryPage };
  'POST /api/superadmin/businesses/{businessSlug}/staff/{id}/end-sessions': { response: Acknowledged };
  'GET /api/superadmin/businesses/{businessSlug}': { response: BusinessDetail };
  'PUT /api/superadmin/businesses/{businessSlug}/status': { body: BusinessStatusForm; response: BusinessDetail };

  'POST /api/v1/admin/create-giftcard': { body: MultipartUpload; response: GiftCardSaved };
  'GET /api/v1/admin/list': { query: CardSearchQuery; response: AdminGiftCardList };
  'PUT /api/v1/admin/update/{id}': { body: MultipartUpload; response: GiftCardSaved };
  'DELETE /api/v1/admin/remove/{id}': { response: GiftCardDeleted };
  'GET /api/v1/admin/details/{id}': { response: GiftCardDetails };
  'GET /api/v1/public/giftcards': { query: CardSearchQuery & { businessSlug?: string | null; limit?: number }; response: PublicGiftCardList };

  'GET /api/v1/payments/config': { query: { businessSlug: string }; response: PaymentsConfig };
  /** A decline answers 402 with `declined`. */
  'POST /api/payments/create-payment': { body: CreatePaymentRequest; response: CreatePaymentResponse; declined: PaymentDeclined };
  'PUT /api/v1/admin/purchase': { body: PurchaseForm; response: PurchaseCompleted };
  'POST /api/payments/square-webhook/{businessSlug}': { body: unknown; response: SquareWebhookReceived };

  'GET /api/v1/admin/total-sold': { query: TestDataQuery; response: TotalSoldAnswer };
  'GET /api/v1/admin/reports/liability': { query: TestDataQuery & { from: string; to: string }; response: LiabilityReport };
  'GET /api/v1/admin/reports/locations': { query: TestDataQuery & { from: string; to: string }; response: LocationReport };
  'GET /api/v1/admin/customers': { query: TestDataQuery & { search?: string; sort?: CustomerSort; cursor?: string }; response: CustomerPage };
  'GET /api/v1/admin/reports/activity': { query: TestDataQuery & { from: string; to: string; interval?: 'day' | 'week' | 'month' }; response: SalesActivity };
  'GET /api/v1/admin/reports/audit': { query: TestDataQuery & { person?: string; action?: AuditAction; from?: string; to?: string; cursor?: string }; response: AuditTrailPage };
  'GET /api/v1/admin/reports/export/{kind}.csv': { query: TestDataQuery & { from: string; to: string }; response: string };
  'GET /api/v1/admin/reports/breakage': { query: TestDataQuery & { month: string }; response: BreakageReport };
  'GET /api/v1/admin/reports/journal.csv': { query: TestDataQuery & { month: string; format: JournalFormat }; response: string };
  'POST /api/v1/admin/reports/close-month': { body: { month: string; testData?: boolean }; response: MonthClosed };
  'GET /api/v1/admin/reports/month-end-settings': { response: MonthEndSettings };
  'PUT /api/v1/admin/reports/month-end-settings': { body: MonthEndSettingsForm; response: MonthEndSettings };
  'GET /api/v1/admin/reports/unclaimed': { query: TestDataQuery & { asOf: string }; response: UnclaimedReport };
  'GET /api/v1/admin/reports/unclaimed/holder-report': { query: TestDataQuery & { asOf: string; state: string }; response: string };
  'POST /api/v1/admin/reports/unclaimed/filed': { body: { state: string; asOf: string; testData?: boolean }; response: UnclaimedFiled };
  'GET /api/v1/admin/total-revenue': { query: TestDataQuery; response: TotalRevenueAnswer };
  'GET /api/v1/admin/total-redemption': { query: TestDataQuery; response: TotalRedemptionAnswer };
  'GET /api/v1/admin/sales-data': { query: TestDataQuery; response: SalesDay[] };
  'GET /api/v1/admin/revenue-by-date': { query: TestDataQuery; response: RevenueByDateAnswer };
  'GET /api/v1/admin/giftcards': { query: TestDataQuery & { search?: string }; response: GiftCardOrderList };
  'GET /api/v1/admin/giftcards/{id}/buyers': { query: BuyerSearchQuery; response: GiftCardBuyerRecordPage };
  'GET /api/v1/admin/buyers': { query: BuyerSearchQuery; response: BuyerRecordPage };

  'POST /api/wallet/generate-wallet-pass': { body: PurchaseForm | { uniqueCode: string }; response: WalletLinks };
  'GET /api/wallet/apple/{serial}.pkpass': { response: string };
  /** Apple's PassKit web service under the pass's webServiceURL (decision 0088): answers without a body, or the pass. */
  'POST /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}': { body: { pushToken: string }; response: string };
  'DELETE /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}': { response: string };
  'GET /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}': {
    query: { passesUpdatedSince?: string };
    response: { serialNumbers: string[]; lastUpdated: string };
  };
  'GET /api/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}': { response: string };
  'POST /api/wallet/apple/v1/log': { body: { logs: string[] }; response: string };
  'GET /api/v1/cards/{code}': { response: HolderCardAnswer };

  'GET /api/v1/admin/scan-giftcard/{code}': { response: ScannedGiftCard };
  'POST /api/v1/admin/send-otp-redeem': { body: { email: string; redeemAmount: number; qrUniqueCode: string; purpose?: CounterPurpose; channel?: CodeChannel; locationId?: string }; response: Acknowledged };
  'POST /api/v1/admin/verify-otp-redeem': { body: { email: string; qrUniqueCode: string; otp: string; locationId?: string }; response: Acknowledged };
  /** The holder's PIN in place of a sent code: the same single-use authorization (decision 0073). */
  'POST /api/v1/admin/verify-pin-redeem': { body: { qrUniqueCode: string; pin: string; redeemAmount: number; purpose?: CounterPurpose; locationId?: string }; response: Acknowledged };
  'POST /api/v1/admin/redeem': { body: { qrCode: string; amount: number; locationId?: string }; response: GiftCardRedeemed };
  'POST /api/v1/admin/issued-cards/{code}/refund': { params: { code: string }; body: { amount?: number; reason: string }; response: CardRefunded };
  'POST /api/v1/admin/issued-cards/{code}/resend': { params: { code: string }; response: Acknowledged };
  'POST /api/v1/cards/{code}/resend': { params: { code: string }; response: Acknowledged };
  /** The holder page: a code to the holder's recorded email that allows setting a phone for texts or a PIN (decision 0073). */
  'POST /api/v1/cards/{code}/holder-code': { params: { code: string }; body: { change: HolderChange }; response: Acknowledged };
  'PUT /api/v1/cards/{code}/phone': { params: { code: string }; body: { phone: string; confirmationCode: string }; response: Acknowledged };
  'PUT /api/v1/cards/{code}/pin': { params: { code: string }; body: { pin: string; confirmationCode: string }; response: Acknowledged };
  'POST /api/v1/public/lost-cards': { body: { email: string; businessSlug: string }; response: Acknowledged };
  /** The buyer's change link of a scheduled gift (decision 0061): what waits, and its change (once per link; 409 once sent). */
  'GET /api/v1/gift-delivery/{token}': { params: { token: string }; response: ScheduledGift };
  'PUT /api/v1/gift-delivery/{token}': { params: { token: string }; body: GiftDeliveryChange; response: GiftDeliveryChanged };
  'POST /api/v1/admin/issued-cards/{code}/void': { params: { code: string }; body: { reason: string }; response: CardActionDone };
  'POST /api/v1/admin/issued-cards/{code}/reactivate': { params: { code: string }; body: { reason: string }; response: CardActionDone };
  'POST /api/v1/admin/issued-cards/{code}/adjust': { params: { code: string }; body: { amount: number; reason: string; idempotencyKey?: string }; response: CardActionDone };
  'POST /api/v1/admin/issued-cards/{code}/reverse-redemption': {
    params: { code: string };
    body: { redemptionId: string; reason: string };
    response: CardActionDone;
  };
  'GET /api/v1/admin/issued-cards/{code}/activity': { params: { code: string }; response: CardActivity };
  'POST /api/v1/admin/cards/{code}/cash-out': { params: { code: string }; body: { amount?: number; locationId?: string }; response: CardCashedOut };
  'PUT /api/v1/admin/issued-cards/{code}/recipient': {
    params: { code: string };
    body: { recipientName: string; recipientEmail: string; reason?: string };
    response: RecipientReplaced;
  };
  /** A JSON download (Content-Disposition: attachment). */
  'GET /api/v1/admin/customers/export': { query: { email: string }; response: CustomerExport };
  'POST /api/v1/admin/customers/erase': { body: { email: string; confirm: string }; response: CustomerErased };

  'POST /api/v1/admin/corporate-orders': { body: CreateCorporateOrderRequest; response: CorporateOrderSummary };
  'GET /api/v1/admin/corporate-orders': { response: CorporateOrderList };
  'GET /api/v1/admin/corporate-orders/{id}': { params: { id: string }; response: CorporateOrderDetails };
  /** Issues the held batch's cards within the day's cap, or sends it to the super admin (decision 0071). */
  'POST /api/v1/admin/corporate-orders/{id}/confirm': { params: { id: string }; response: CorporateOrderSummary };
  'POST /api/superadmin/corporate-orders/{id}/approve': { params: { id: string }; response: CorporateOrderRecord };
  'GET /api/superadmin/businesses/{businessSlug}/outside-payment-cap': { params: { businessSlug: string }; response: OutsidePaymentCap };
  'PUT /api/superadmin/businesses/{businessSlug}/outside-payment-cap': { params: { businessSlug: string }; body: SetOutsidePaymentCapRequest; response: OutsidePaymentCap };
  /** application/pdf, a download. */
  'GET /api/v1/admin/corporate-orders/{id}/codes.pdf': { params: { id: string }; response: string };
  'GET /api/v1/admin/promotions': { response: PromotionList };
  'POST /api/v1/admin/promotions': { body: PromotionForm; response: Created };
  'PUT /api/v1/admin/promotions/{id}': { params: { id: string }; body: PromotionForm; response: Acknowledged };
  'POST /api/v1/admin/promotions/{id}/end': { params: { id: string }; response: Acknowledged };
  'GET /api/v1/public/promotions': { query: { businessSlug: string }; response: PromotionOffers };
}

export type HttpRoute = keyof HttpApi;
export type HttpResponseOf<R extends HttpRoute> = HttpApi[R]['response'];
export type HttpBodyOf<R extends HttpRoute> = HttpApi[R] extends { body: infer B } ? B : never;
export type HttpQueryOf<R extends HttpRoute> = HttpApi[R] extends { query: infer Q } ? Q : never;

/** The names of a route's path parameters: `{id}` and `{serial}.pkpass` alike. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type HttpParamsOf<R extends HttpRoute> = Record<ParamNames<R>, string>;
