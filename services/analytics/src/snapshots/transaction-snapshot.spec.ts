import { TransactionSnapshot } from './transaction-snapshot';

describe('a transaction snapshot', () => {
  it('sees the transactions that finished before it: below xmin, or below xmax and not in progress', () => {
    const snapshot = TransactionSnapshot.parse('100:105:100,103');
    expect([99n, 100n, 101n, 102n, 103n, 104n, 105n, 106n].map((xid) => [xid, snapshot.sees(xid)])).toEqual([
      [99n, true],
      [100n, false],
      [101n, true],
      [102n, true],
      [103n, false],
      [104n, true],
      [105n, false],
      [106n, false],
    ]);
  });

  it('reads a snapshot without transactions in progress', () => {
    const snapshot = TransactionSnapshot.parse('754:754:');
    expect([snapshot.sees(753n), snapshot.sees(754n)]).toEqual([true, false]);
  });

  it('refuses text that is not a snapshot', () => {
    expect(() => TransactionSnapshot.parse('754')).toThrow('not a transaction snapshot: 754');
  });
});
