import { DECLINED_CODE_PREFIX, isNotFoundCode } from '@gv/proto';

/**
 * The HTTP status of each domain error code that is not 400. Services throw codes, never statuses (a use case is
 * also called over NATS, by jobs and by other services); this table is where the HTTP API decides.
 */
const STATUS_BY_CODE: Record<string, number> = {
  'AUTH.REQUIRED': 401,
  'AUTH.BAD_CREDENTIALS': 401,
  'AUTH.SESSION_EXPIRED': 401,
  'AUTH.CSRF': 403,
  'HTTP.CROSS_ORIGIN': 403,
  'BUSINESS.NOT_APPROVED': 403,
  'REDEMPTION.NOT_AUTHORIZED': 403,
  'WEBHOOK.SIGNATURE_INVALID': 403,
  'GIFT_CARD.ORDER_MISMATCH': 409,
  'IDENTITY.EMAIL_TAKEN': 409,
  'IDENTITY.SLUG_EXHAUSTED': 409,
  'PAYMENT.IDEMPOTENCY_KEY_REUSED': 409,
  'PAYMENTS.NOT_CONFIGURED': 409,
  'PURCHASE.NOT_PAID': 409,
  'PURCHASE.PAYMENT_MISMATCH': 409,
  'REDEMPTION.CARD_DEACTIVATED': 409,
  'REDEMPTION.CARD_EXPIRED': 409,
  'SETTINGS.NOT_VERIFIED': 409,
  'UPLOAD.TOO_LARGE': 413,
  'LOGO.NOT_AN_IMAGE': 415,
  'UPLOAD.NOT_MULTIPART': 415,
  'OTP.LOCKED': 429,
  'PAYMENT.TOO_MANY_DECLINES': 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  'PAYMENT.PROVIDER_ERROR': 502,
  'SETTINGS.SQUARE_UNREACHABLE': 502,
  'SQUARE.UNREACHABLE': 502,
  'PAYMENT.UNCONFIRMED': 503,
};

export function httpStatusOf(code: string): number {
  if (code in STATUS_BY_CODE) return STATUS_BY_CODE[code]!;
  if (code.startsWith(DECLINED_CODE_PREFIX)) return 402;
  if (isNotFoundCode(code)) return 404;
  return 400;
}
