import { toMajorUnits, type CardActivityEntry, type CardActivityKind } from '@gv/proto';
import type { CardAction, LedgerKind } from '../db/schema.js';

/** A ledger row of the card, with the action that wrote it if an admin (or Square) did; or an action that moved no money. */
export interface ActivityRow {
  at: string;
  /** The ledger row's id; null for an action that moved no money. */
  ledgerId: number | null;
  kind: LedgerKind | null;
  amountCents: number | null;
  balanceAfterCents: number | null;
  action: CardAction | null;
  reason: string | null;
  /** `admin:<id>`, `square`, or a ledger row's own actor (`payment:<id>` for the purchase). */
  actor: string;
}

const ACTION_KINDS: Record<CardAction, CardActivityKind> = {
  void: 'voided',
  reactivate: 'reactivated',
  adjust: 'adjusted',
  'reverse-redemption': 'redemption-reversed',
  refund: 'refunded',
  'refund-failed': 'refund-failed',
  'dispute-hold': 'dispute-hold',
  'dispute-won': 'dispute-won',
  'dispute-lost': 'dispute-lost',
  'replace-recipient': 'recipient-changed',
  'cash-out': 'cashed-out',
  escheat: 'escheated',
};

/** Ledger rows no action wrote: the purchase, redemptions at the counter, the bonus value a full refund forfeits or its date ends. */
const LEDGER_KINDS: Record<LedgerKind, CardActivityKind> = {
  ACTIVATE: 'issued',
  REDEEM: 'redeemed',
  POS_REDEEM: 'redeemed',
  ADJUST_INCREMENT: 'adjusted',
  ADJUST_DECREMENT: 'adjusted',
  REFUND: 'refunded',
  DEACTIVATE: 'bonus-forfeited',
  EXPIRE: 'bonus-expired',
  CASH_OUT: 'cashed-out',
  LOAD: 'loaded',
  ESCHEAT: 'escheated',
};

/** The card's activity, oldest first: one entry per ledger row and per action that moved no money. */
export function cardActivity(rows: ActivityRow[], currency?: string): CardActivityEntry[] {
  return rows
    .toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.ledgerId ?? Infinity) - (b.ledgerId ?? Infinity))
    .map((row) => ({
      kind: row.action ? ACTION_KINDS[row.action] : LEDGER_KINDS[row.kind!],
      at: new Date(row.at).toISOString(),
      amount: row.amountCents === null ? null : toMajorUnits(row.amountCents, currency),
      balanceAfter: row.balanceAfterCents === null ? null : toMajorUnits(row.balanceAfterCents, currency),
      reason: row.reason,
      by: row.actor.startsWith('admin:') ? 'admin' : row.actor === 'square' ? 'square' : 'checkout',
    }));
}
