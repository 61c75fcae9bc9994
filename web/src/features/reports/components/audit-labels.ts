import { type AuditAction, type AuditEntry, type CatalogKey, type FigureKey } from '@gv/proto';
import { figureLabelNow } from '../../../lib/glossary';
import type { Money } from '../../../lib/currency';
import { message } from '../../../lib/i18n';
import { auditLabelsMessages } from './audit-labels.messages';

type AuditLabelKey = CatalogKey<typeof auditLabelsMessages>;

/** Actions the glossary names (money moves, decision 0074); every other action is named by the catalog. */
const GLOSSARY_ACTIONS: Partial<Record<AuditAction, FigureKey>> = {
  redeemed: 'redeemed',
  'cashed-out': 'cashedOut',
  escheated: 'escheated',
  refunded: 'refunded',
};

/** Each action as the audit trail's filter and rows name it; money moves under the glossary's labels (decision 0074). */
export function auditActionLabel(action: AuditAction): string {
  const figure = GLOSSARY_ACTIONS[action];
  return figure ? figureLabelNow(figure) : message(auditLabelsMessages, action as AuditLabelKey);
}

/** A settings or gift card field by its form name, as its form labels it (an unknown one by its name). */
function fieldLabel(field: string): string {
  const key = `field.${field}`;
  return key in auditLabelsMessages.messages.en ? message(auditLabelsMessages, key as AuditLabelKey) : field;
}

/** Who acted: the admin's name (or email), an API key by its name, else who the platform says it was. */
export function actorName(entry: AuditEntry): string {
  if (entry.person) return entry.person.name || entry.person.email;
  const actor = message(auditLabelsMessages, `actor.${entry.actor}`);
  return entry.details.apiKey ? message(auditLabelsMessages, 'namedActor', { actor, name: entry.details.apiKey }) : actor;
}

/** An entry's details as short phrases: money, the balance after it, what changed, why. */
export function detailPhrases(entry: AuditEntry, money: Money): string[] {
  const { details } = entry;
  const phrases: string[] = [];
  // An adjustment is credited or debited, as the figures count it.
  if (details.amount !== undefined && entry.action === 'adjusted') {
    phrases.push(
      details.amount > 0
        ? message(auditLabelsMessages, 'credited', { label: figureLabelNow('credited'), amount: money.format(details.amount) })
        : message(auditLabelsMessages, 'debited', { label: figureLabelNow('debited'), amount: money.format(-details.amount) }),
    );
  } else if (details.amount !== undefined) {
    phrases.push(
      entry.action === 'redemption-reversed' && details.amount > 0
        ? message(auditLabelsMessages, 'addedBack', { amount: money.format(details.amount) })
        : money.format(details.amount),
    );
  }
  if (details.balanceAfter !== undefined) phrases.push(message(auditLabelsMessages, 'balanceAfter', { amount: money.format(details.balanceAfter) }));
  if (details.changedFields?.length)
    phrases.push(message(auditLabelsMessages, 'changed', { fields: details.changedFields.map(fieldLabel).join(', ') }));
  if (details.requestedBy) phrases.push(message(auditLabelsMessages, `requestedBy.${details.requestedBy}`));
  // A corporate order: value paid outside the platform (decision 0071).
  if (details.cardCount !== undefined)
    phrases.push(
      message(auditLabelsMessages, 'corporate', { count: details.cardCount, company: details.company, reference: details.paymentReference }),
    );
  if (details.outcome === 'awaiting-approval') phrases.push(message(auditLabelsMessages, 'awaitingApproval'));
  if (details.reason) phrases.push(message(auditLabelsMessages, 'reason', { reason: details.reason }));
  if (details.promotion) phrases.push(message(auditLabelsMessages, 'promotion', { promotion: details.promotion }));
  return phrases;
}

/** The card's holder as the entry names them ('' when it names none, or an erasure removed them). */
export function holder(entry: AuditEntry): string {
  const { name, email } = entry.customer ?? {};
  return [name, email && (name ? `(${email})` : email)].filter(Boolean).join(' ');
}

/** A card by the end of its id: enough to tell two cards of one gift card apart. */
export function shortCardId(cardId: string): string {
  return message(auditLabelsMessages, 'shortCard', { end: cardId.slice(-6) });
}
