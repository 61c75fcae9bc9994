import { ValidationError } from '@gv/platform/errors';
import { checkRecipients, CORPORATE_MAX_CARDS, CORPORATE_MESSAGES, isUuid, text, type CorporateRecipient, type CreateCorporateOrderRpcRequest } from '@gv/proto';

/** A corporate order as asked, checked: named cards (one per recipient) or a number of unnamed ones. */
export interface CorporateOrderForm {
  giftCardId: string;
  company: string;
  paymentReference: string;
  /** Null for unnamed cards. */
  recipients: CorporateRecipient[] | null;
  cardCount: number;
  /** Checked by the gateway against the business's open locations; undefined: the card type's home location. */
  locationId: string | undefined;
}

/** The longest company name and payment reference kept. */
const MAX_TEXT = 120;

/**
 * Checks the admin's request; every bad field is named at once, and each bad recipient by its row (from 1, as the
 * page's CSV preview numbers them): `recipients.3` → 'Row 3: "bob@" is not an email address.'.
 */
export function parseCorporateOrder(request: CreateCorporateOrderRpcRequest): CorporateOrderForm {
  const fields: Record<string, string> = {};
  const giftCardId = text(request.giftCardId).toLowerCase();
  const company = text(request.company);
  const paymentReference = text(request.paymentReference);
  if (!isUuid(giftCardId)) fields.giftCardId = CORPORATE_MESSAGES.giftCard;
  if (!company || company.length > MAX_TEXT) fields.company = CORPORATE_MESSAGES.company;
  if (!paymentReference || paymentReference.length > MAX_TEXT) fields.paymentReference = CORPORATE_MESSAGES.paymentReference;

  const hasRecipients = request.recipients !== undefined && request.recipients !== null;
  const hasCount = request.count !== undefined && request.count !== null && request.count !== '';
  let recipients: CorporateRecipient[] | null = null;
  let cardCount = 0;
  if (hasRecipients === hasCount) fields.recipients = CORPORATE_MESSAGES.recipientsOrCount;
  else if (hasRecipients) {
    const rows = Array.isArray(request.recipients) ? (request.recipients as { name?: unknown; email?: unknown }[]) : [];
    const checked = checkRecipients(rows);
    if (rows.length === 0) fields.recipients = CORPORATE_MESSAGES.emptyCsv;
    for (const { row, message } of checked.errors) fields[row === 0 ? 'recipients' : `recipients.${row}`] = message;
    recipients = checked.recipients;
    cardCount = rows.length;
  } else {
    cardCount = Number(request.count);
    if (!Number.isInteger(cardCount) || cardCount < 1 || cardCount > CORPORATE_MAX_CARDS) fields.count = CORPORATE_MESSAGES.count;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields, summary(fields));
  const locationId = isUuid(request.locationId) ? request.locationId.toLowerCase() : undefined;
  return { giftCardId, company, paymentReference, recipients, cardCount, locationId };
}

/** The first problem, and how many rows have one when several do. */
function summary(fields: Record<string, string>): string {
  const rows = Object.keys(fields).filter((field) => field.startsWith('recipients.')).length;
  const first = Object.values(fields)[0];
  return rows > 1 ? `${rows} rows of the CSV need fixing. ${first}` : first;
}
