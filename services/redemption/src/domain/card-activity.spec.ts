import { cardActivity, type ActivityRow } from './card-activity';

const row = (at: string, fields: Partial<ActivityRow>): ActivityRow => ({
  at,
  ledgerId: null,
  kind: null,
  amountCents: null,
  balanceAfterCents: null,
  action: null,
  reason: null,
  actor: 'admin:a1',
  ...fields,
});

describe("a card's activity", () => {
  it('names a full refund and the bonus value it forfeits, and a dispute lost to Square, in time order', () => {
    const at = '2026-11-20T10:00:00.000Z';
    const rows = [
      row(at, { ledgerId: 3, kind: 'DEACTIVATE', amountCents: -500, balanceAfterCents: 0 }),
      row(at, { ledgerId: 2, kind: 'REFUND', amountCents: -4500, balanceAfterCents: 500, action: 'refund', reason: 'Moved away' }),
      row('2026-11-19T09:00:00.000Z', { ledgerId: 1, kind: 'ACTIVATE', amountCents: 5000, balanceAfterCents: 5000, actor: 'payment:p1' }),
      row('2026-11-21T08:00:00.000Z', { action: 'dispute-hold', reason: 'NO_KNOWLEDGE', actor: 'square' }),
    ];
    expect(cardActivity(rows).map(({ kind, amount, by }) => [kind, amount, by])).toEqual([
      ['issued', 50, 'checkout'],
      ['refunded', -45, 'admin'],
      ['bonus-forfeited', -5, 'admin'],
      ['dispute-hold', null, 'square'],
    ]);
  });
});
