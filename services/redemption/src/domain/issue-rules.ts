import { z } from 'zod';
import { ValidationError } from '@gv/platform/errors';
import { CURRENCY_MESSAGE, DEFAULT_CURRENCY, DEFAULT_JURISDICTION, giftCardLaw, isEmail, isSquareCurrency, LOCALES, normalizeEmail, parseCalendarDate, VOUCHER_TYPES } from '@gv/proto';

const required = z.string({ error: 'is required' }).trim().min(1, 'is required');
const email = z.string({ error: 'is required' }).transform(normalizeEmail).refine(isEmail, 'is not an email address');
const cents = z.int({ error: 'must be whole cents' }).nonnegative('must not be negative');

const issueRequestSchema = z
  .object({
    orderId: required,
    businessSlug: required,
    businessName: z.string().trim().optional(),
    paymentId: required,
    /** The last 4 digits of the card paid with (the refund goes back to it); absent: not a card, or not recorded. */
    cardLast4: z.string().regex(/^\d{4}$/).optional(),
    giftCardId: required,
    giftCardName: required,
    faceValueCents: cents.positive('must be positive'),
    amountCents: cents,
    /** What the order was paid in, and so what the card's amounts are in (absent from orders placed before it was carried: USD). */
    currency: z.string().default(DEFAULT_CURRENCY).refine(isSquareCurrency, CURRENCY_MESSAGE),
    expirationDate: z.string().refine((value) => parseCalendarDate(value) === value, 'is not a YYYY-MM-DD date'),
    purchaseType: z.enum(['self', 'gift']),
    buyer: z.object({ name: required, email, phone: z.string().trim().default('') }),
    recipient: z.object({ name: required, email }).nullable().default(null),
    message: z.string().default(''),
    /** A gift's cards, one per recipient (decision 0061); absent: one card, to `recipient` with `message`, sent at once. */
    gifts: z
      .array(z.object({ name: required, email, message: z.string().default(''), deliverAt: z.string().optional(), deliverTimeZone: z.string().optional() }))
      .min(1)
      .optional(),
    receiptUrl: z.string().default(''),
    /** A test-mode payment: the card is a test card. */
    testMode: z.boolean().default(false),
    /** The gift card law the business sold under (absent from orders placed before it was recorded: US federal). */
    jurisdiction: z.string().default(DEFAULT_JURISDICTION).refine((code) => giftCardLaw(code) !== undefined, 'is not a known jurisdiction'),
    /** A corporate order paid outside the platform (decision 0063): its cards say so in gift-card.issued. */
    corporate: z.object({ company: required, named: z.boolean(), locationId: z.string().optional() }).optional(),
    /** A reload: the payment tops up this card instead of issuing one. */
    reload: z.object({ cardId: required }).optional(),
    /** Where the buyer said they live (decision 0095): a US state or DC, or a country; absent: not given. */
    billingState: z.string().regex(/^[A-Z]{2}$/).optional(),
    /** The language of its cards' emails and holder pages; absent: en. */
    locale: z.enum(LOCALES).optional(),
    /** The card type's VAT treatment under the EU voucher rules (decision 0099), for the receipt; absent: no such law. */
    voucherVat: z.object({ voucherType: z.enum(VOUCHER_TYPES), vatRateBp: z.int().nonnegative().nullable() }).optional(),
  })
  .refine((order) => order.amountCents <= order.faceValueCents * (order.gifts?.length ?? 1), { path: ['amountCents'], message: 'must not exceed the face value' })
  .refine((order) => (order.purchaseType === 'gift') === (order.recipient !== null), { path: ['recipient'], message: 'is required for a gift only' })
  .refine((order) => !order.gifts || (order.purchaseType === 'gift' && order.amountCents % order.gifts.length === 0), {
    path: ['gifts'],
    message: 'are for a gift, each card at the same price',
  });

/** A paid order as the card is issued from it, checked and normalized. */
export type IssueInput = z.infer<typeof issueRequestSchema>;

/**
 * Checks what another service asks to issue; a malformed request is a caller's
 * bug, refused with every bad field named (the holder's email must be right:
 * spending the card needs a one-time code sent there).
 */
export function checkIssueRequest(request: unknown): IssueInput {
  const parsed = issueRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), `${issue.path.join('.')} ${issue.message}`]));
  throw new ValidationError(fields);
}

/** One card of an order: its line, the price paid for it, to whom (null: the buyer's own), the message and when it is emailed. */
export interface CardLine {
  line: number;
  priceCents: number;
  recipient: { name: string; email: string } | null;
  message: string;
  deliverAt?: string;
  deliverTimeZone?: string;
}

/** The cards an order issues: one per gift, the payment split evenly between them (each at the card's sale price). */
export function cardLines(order: IssueInput): CardLine[] {
  if (!order.gifts) return [{ line: 0, priceCents: order.amountCents, recipient: order.recipient, message: order.message }];
  const priceCents = order.amountCents / order.gifts.length;
  return order.gifts.map(({ name, email, message, deliverAt, deliverTimeZone }, line) => ({ line, priceCents, recipient: { name, email }, message, deliverAt, deliverTimeZone }));
}

/** Who may spend the card: the recipient of a gift, else the buyer. */
export function holderOf(order: IssueInput, line: Pick<CardLine, 'recipient'>): { name: string; email: string } {
  return line.recipient ?? { name: order.buyer.name, email: order.buyer.email };
}

export interface Buckets {
  balanceCents: number;
  paidCents: number;
  bonusCents: number;
}

/**
 * A card activates at its face value plus any promotion's bonus: the price paid is paid value, the discount and the
 * promotion's bonus are bonus value (kept apart for expiry rules).
 */
export function openingBalance(faceValueCents: number, priceCents: number, promotionBonusCents = 0): Buckets {
  return { balanceCents: faceValueCents + promotionBonusCents, paidCents: priceCents, bonusCents: faceValueCents - priceCents + promotionBonusCents };
}
