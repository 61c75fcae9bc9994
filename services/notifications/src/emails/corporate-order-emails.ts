import { formatMoney, type EventMap } from '@gv/proto';
import { renderEmail, type Email } from './layout.js';

/** To the super admin: a corporate order past its business's daily cap waits for their approval (decision 0071). */
export function corporateOrderApprovalEmail(data: EventMap['corporate-order.confirmed'] & { operationsUrl: string }): Email {
  const value = formatMoney(data.amountCents, data.currency);
  return renderEmail({
    subject: `Approval needed: ${data.businessName} issues ${value} paid outside the platform`,
    heading: 'A corporate order waits for your approval',
    paragraphs: [
      `${data.confirmedBy} of ${data.businessName} confirmed ${data.cardCount} ${data.cardCount === 1 ? 'card' : 'cards'} for ${data.company}, ${value} in all, paid outside the platform under the reference "${data.paymentReference}"${data.testMode ? ' (test mode: test cards with no value)' : ''}.`,
      `That is past the business's daily limit of ${formatMoney(data.dailyCapCents, data.currency)} for value paid outside the platform, so no card is issued until you approve it in Operations.`,
    ],
    action: { label: 'Review in Operations', url: data.operationsUrl },
  });
}
