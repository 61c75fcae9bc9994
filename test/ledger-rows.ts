/** A redemption.ledger row as plain SQL reads it back (column names, driver types). */
export interface LedgerRowRead {
  kind: string;
  amount_cents: number;
  paid_cents: number;
  bonus_cents: number;
  balance_after_cents: number;
  paid_after_cents: number;
  bonus_after_cents: number;
}
