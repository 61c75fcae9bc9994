/**
 * Corporate orders (decision 0063): a business admin issues a batch of cards for a company that paid outside the
 * platform (an invoice, a bank transfer), named from a CSV of names and emails, or a number of unnamed cards printed
 * as a PDF of codes. The web page parses the CSV with parseRecipientsCsv; the server checks the recipients again
 * with checkRecipients, so both name the same rows. Rows are numbered from 1, the first line after the header.
 */
import { isEmail, normalizeEmail, text } from './field-rules.js';
import { defineCatalog, translate, translator, type Locale } from './locale.js';
import { formatMoney, MAX_MONEY_CENTS } from './money.js';
import corporateOrderTexts from './messages/corporateOrders.json' with { type: 'json' };

/** The most cards one batch issues. */
export const CORPORATE_MAX_CARDS = 500;

/**
 * Where a batch is before its cards exist (decision 0071): created, it waits for the owner's confirmation; confirmed
 * within the day's cap, it is issued; past the cap, it waits for the super admin's approval.
 */
export type CorporateOrderStatus = 'awaiting-confirmation' | 'awaiting-approval' | 'confirmed';

/** The payment id a corporate order's payment is recorded under: no Square payment stands behind it. */
export const externalPaymentId = (orderId: string) => `external-${orderId}`;
/** Whether a card's payment was made outside the platform (a corporate order): nothing to refund at Square. */
export const isPaidOutside = (paymentId: string) => paymentId.startsWith('external-');

export interface CorporateRecipient {
  name: string;
  email: string;
}

/** POST /api/v1/admin/corporate-orders: `recipients` (named cards, emailed) or `count` (unnamed cards, printed). */
export interface CreateCorporateOrderRequest {
  giftCardId: string;
  company: string;
  /** How the company paid outside the platform (an invoice number, a transfer reference): one batch per reference. */
  paymentReference: string;
  recipients?: CorporateRecipient[];
  count?: number;
  /** Dollars, for an "Any amount" card: each card's value (a fixed card ignores it). */
  amount?: number;
  /** Where its sales belong (decision 0078): one of the business's open locations, asked for when it has several. */
  locationId?: string;
}

export type CorporateOrderState = 'awaiting-confirmation' | 'awaiting-approval' | 'issuing' | 'emailing' | 'done';

/** A batch as orders recorded it. Money in cents. */
export interface CorporateOrderRecord {
  id: string;
  giftCardId: string;
  giftCardName: string;
  company: string;
  paymentReference: string;
  /** Named cards are emailed to their holders; unnamed ones are printed. */
  named: boolean;
  cardCount: number;
  faceValueCents: number;
  /** What the company paid for the batch (the sale price of each card). */
  amountCents: number;
  /** The ISO 4217 code of its amounts: the business's currency when it was created. */
  currency: string;
  /** YYYY-MM-DD. */
  expirationDate: string;
  /** Issued while the business was in test mode: test cards with no value. */
  testMode: boolean;
  createdBy: string;
  createdAt: string;
  /** Cards are issued only once it is confirmed (and, past the day's cap, approved by the super admin). */
  status: CorporateOrderStatus;
  /** The admin who confirmed it, and when; null while it waits. */
  confirmedBy: string | null;
  confirmedAt: string | null;
  /** The super admin who approved it past the cap; null when it needed no approval or still waits. */
  approvedBy: string | null;
}

/** A batch with its progress: cards issued on the ledger, emails handed to the mailer, emails that failed every attempt. */
export interface CorporateOrderSummary extends CorporateOrderRecord {
  issued: number;
  emailed: number;
  failed: number;
  state: CorporateOrderState;
}

/** A card of a batch as the admin sees it: with its holder page, without redemption's card id. */
export type CorporateCard = Omit<OrderCard, 'cardId'> & { saveUrl: string };

export interface CorporateOrderDetails extends CorporateOrderSummary {
  cards: CorporateCard[];
}

export interface CorporateOrderList {
  orders: CorporateOrderSummary[];
}

/** Where a batch is: waiting while not confirmed, issuing until every card exists, then emailing its named cards until each was sent or failed. */
export function corporateOrderState(progress: {
  status: CorporateOrderStatus;
  named: boolean;
  cardCount: number;
  issued: number;
  emailed: number;
  failed: number;
}): CorporateOrderState {
  if (progress.status !== 'confirmed') return progress.status;
  if (progress.issued < progress.cardCount) return 'issuing';
  if (progress.named && progress.emailed + progress.failed < progress.cardCount) return 'emailing';
  return 'done';
}

/** What the corporate orders form and server say of a batch, in each language; the server answers in English (CORPORATE_MESSAGES). */
export const corporateOrderMessages = defineCatalog('corporateOrders', corporateOrderTexts);

export const CORPORATE_MESSAGES = {
  ...corporateOrderMessages.messages.en,
  tooMany: translate(corporateOrderMessages, 'en', 'tooMany', { max: CORPORATE_MAX_CARDS }),
  count: translate(corporateOrderMessages, 'en', 'count', { max: CORPORATE_MAX_CARDS }),
  capInvalid: (currency: string) =>
    translate(corporateOrderMessages, 'en', 'capInvalid', { min: formatMoney(0, currency), max: formatMoney(MAX_MONEY_CENTS, currency) }),
} as const;

/** GET/PUT /api/v1/superadmin/businesses/{businessSlug}/outside-payment-cap: the business's daily cap, in dollars, and what today used of it. */
export interface OutsidePaymentCap {
  businessSlug: string;
  dailyCap: number;
  /** Whether the super admin set it (else the default). */
  custom: boolean;
  /** Confirmed within the cap today (UTC). */
  usedToday: number;
}

export interface SetOutsidePaymentCapRequest {
  /** Dollars a day; 0 sends every batch to the super admin. */
  dailyCap: number | string;
}

/** A batch waiting for the super admin, or one confirmed lately, as the operations view lists them (all businesses). */
export interface CorporateOrderForReview extends CorporateOrderRecord {
  businessSlug: string;
  businessName: string;
}

/** One bad row of a batch's recipients: its number (from 1) and what is wrong. */
export interface RecipientRowError {
  row: number;
  message: string;
}

/** Checks recipients (trimmed, emails normalized): the good ones, and each bad row with its number, its messages in `locale`. */
export function checkRecipients(
  rows: readonly { name?: unknown; email?: unknown }[],
  locale: Locale = 'en',
): { recipients: CorporateRecipient[]; errors: RecipientRowError[] } {
  const t = translator(corporateOrderMessages, locale);
  const recipients: CorporateRecipient[] = [];
  const errors: RecipientRowError[] = [];
  const refuse = (row: number, problem: string) => errors.push({ row, message: t('row', { row, problem }) });
  rows.forEach((entry, index) => {
    const row = index + 1;
    const name = text(entry?.name);
    const email = normalizeEmail(entry?.email);
    if (!name) refuse(row, t('nameMissing'));
    else if (name.length > 120) refuse(row, t('nameTooLong'));
    else if (!isEmail(email)) refuse(row, t('notEmail', { email: text(entry?.email) }));
    else recipients.push({ name, email });
  });
  if (rows.length > CORPORATE_MAX_CARDS) errors.unshift({ row: 0, message: t('tooManyInCsv', { max: CORPORATE_MAX_CARDS, count: rows.length }) });
  return { recipients, errors };
}

/** The cells of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled and line breaks); blank lines are left out. */
export function csvRows(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  const source = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') ((cell += '"'), i++);
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') (row.push(cell), (cell = ''));
    else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  endRow();
  return rows;
}

/** A CSV with a "name,email" header (in either order, any case) read into rows, checked as checkRecipients does. */
export function parseRecipientsCsv(
  csv: string,
  locale: Locale = 'en',
): { rows: { name: string; email: string }[]; recipients: CorporateRecipient[]; errors: RecipientRowError[] } {
  const [header, ...lines] = csvRows(csv);
  const columns = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const nameAt = columns.indexOf('name');
  const emailAt = columns.indexOf('email');
  if (nameAt < 0 || emailAt < 0)
    return { rows: [], recipients: [], errors: [{ row: 0, message: translate(corporateOrderMessages, locale, header ? 'header' : 'emptyCsv') }] };
  const rows = lines.map((cells) => ({ name: (cells[nameAt] ?? '').trim(), email: (cells[emailAt] ?? '').trim() }));
  if (rows.length === 0) return { rows, recipients: [], errors: [{ row: 0, message: translate(corporateOrderMessages, locale, 'emptyCsv') }] };
  return { rows, ...checkRecipients(rows, locale) };
}

/** Request-reply patterns of corporate orders: orders keeps the batches, redemption their cards, notifications their emails. */
export const CorporateOrdersRpc = {
  create: 'orders.create-corporate-order',
  confirm: 'orders.confirm-corporate-order',
  approve: 'orders.approve-corporate-order',
  review: 'orders.corporate-orders-for-review',
  outsideCap: 'orders.outside-payment-cap',
  setOutsideCap: 'orders.set-outside-payment-cap',
  list: 'orders.corporate-orders',
  find: 'orders.corporate-order',
  cardCounts: 'redemption.order-card-counts',
  cards: 'redemption.order-cards',
  emailProgress: 'notifications.batch-email-progress',
} as const;

export type CreateCorporateOrderRpcRequest = { admin: { businessSlug: string; email: string } } & Partial<
  Record<keyof CreateCorporateOrderRequest, unknown>
>;

export interface CorporateOrderRequest {
  businessSlug: string;
  id: string;
}

/** The owner's confirmation of a batch (the admin is the session's). */
export interface ConfirmCorporateOrderRpcRequest {
  admin: { businessSlug: string; adminId: string; email: string };
  id: string;
}

/** The super admin's approval of a batch past the cap. */
export interface ApproveCorporateOrderRpcRequest {
  superAdmin: { email: string };
  id: string;
}

export interface OutsideCapRpcRequest {
  businessSlug: string;
  dailyCap?: unknown;
  superAdmin?: { email: string };
}

/** The operations view's batches: those waiting for approval, and the latest confirmed ones, of every business. */
export interface CorporateOrdersForReview {
  awaitingApproval: CorporateOrderForReview[];
  recent: CorporateOrderForReview[];
}

export interface OrderCardsRequest {
  businessSlug: string;
  orderId: string;
}

export interface OrderCard {
  cardId: string;
  line: number;
  uniqueCode: string;
  holderName: string;
  /** Null on an unnamed card (its holder is the business's admin who issued it). */
  recipientEmail: string | null;
  status: string;
  balanceCents: number;
  /** An unnamed card's PIN for the counter, printed on its sheet (decision 0073); absent: none printed. */
  pin?: string;
}

export interface OrderCardCountsRequest {
  businessSlug: string;
  orderIds: string[];
}

/** Order id → cards issued (absent: none). */
export interface OrderCardCounts {
  counts: Record<string, number>;
}

export interface BatchEmailProgressRequest {
  orderIds: string[];
}

/** Order id → emails sent and failed (absent: none yet). */
export interface BatchEmailProgress {
  progress: Record<string, { emailed: number; failed: number }>;
}
