import { netTransfers, settleLocations, type RangeAtPlace } from './location-settlement';

const [downtown, airport, harbor] = ['downtown', 'airport', 'harbor'];
const locations = [
  { id: downtown, name: 'Downtown', archived: false },
  { id: airport, name: 'Airport', archived: false },
  { id: harbor, name: 'Harbor', archived: true },
];
const at = (locationId: string, soldAtLocationId: string, cents: Partial<RangeAtPlace>): RangeAtPlace => ({
  locationId,
  soldAtLocationId,
  soldCents: 0,
  redeemedPaidCents: 0,
  redeemedBonusCents: 0,
  ...cents,
});

describe('what locations owe each other', () => {
  it('offsets what two locations owe each other into one transfer', () => {
    expect(
      netTransfers([
        { from: downtown, to: airport, cents: 4_000 },
        { from: airport, to: downtown, cents: 1_500 },
      ]),
    ).toEqual([{ from: downtown, to: airport, cents: 2_500 }]);
    expect(
      netTransfers([
        { from: downtown, to: airport, cents: 700 },
        { from: airport, to: downtown, cents: 700 },
      ]),
    ).toEqual([]);
  });

  it('settles a chain in one transfer, and pays the largest creditor first', () => {
    // A owes B 10, B owes C 10: A pays C.
    expect(
      netTransfers([
        { from: 'a', to: 'b', cents: 1_000 },
        { from: 'b', to: 'c', cents: 1_000 },
      ]),
    ).toEqual([{ from: 'a', to: 'c', cents: 1_000 }]);
    // Balances a +30, b −10, c −5, d −15: a pays d 15, then b 10, then c 5.
    const transfers = netTransfers([
      { from: 'a', to: 'b', cents: 1_000 },
      { from: 'a', to: 'c', cents: 2_000 },
      { from: 'c', to: 'd', cents: 1_500 },
    ]);
    expect(transfers).toEqual([
      { from: 'a', to: 'd', cents: 1_500 },
      { from: 'a', to: 'b', cents: 1_000 },
      { from: 'a', to: 'c', cents: 500 },
    ]);
  });

  it('leaves every location even, whatever it owed', () => {
    const owed = [
      { from: 'a', to: 'b', cents: 1_234 },
      { from: 'b', to: 'c', cents: 999 },
      { from: 'c', to: 'a', cents: 50 },
      { from: 'd', to: 'a', cents: 3_001 },
      { from: 'b', to: 'd', cents: 7 },
    ];
    const balance = (list: { from: string; to: string; cents: number }[], id: string) =>
      list.reduce((sum, t) => sum + (t.from === id ? t.cents : 0) - (t.to === id ? t.cents : 0), 0);
    const transfers = netTransfers(owed);
    for (const id of ['a', 'b', 'c', 'd']) expect(balance(transfers, id)).toBe(balance(owed, id));
    expect(transfers.length).toBeLessThanOrEqual(3);
    expect(transfers.every((transfer) => transfer.cents > 0)).toBe(true);
  });
});

describe('the location report from the books', () => {
  it('counts a move that recorded no location at the first location, and settles only paid value', () => {
    const report = settleLocations(
      locations,
      [
        at('', '', { soldCents: 10_000 }),
        at(airport, airport, { soldCents: 5_000 }),
        // Sold Downtown (no home location then), redeemed at Airport: $30 paid and $5 bonus.
        at(airport, '', { redeemedPaidCents: 3_000, redeemedBonusCents: 500 }),
        // Sold at Airport, redeemed Downtown: $12 paid.
        at(downtown, airport, { redeemedPaidCents: 1_200 }),
        at(downtown, downtown, { redeemedPaidCents: 800, redeemedBonusCents: 200 }),
      ],
      [
        { soldAtLocationId: '', cents: 5_500 },
        { soldAtLocationId: airport, cents: 3_800 },
      ],
    );
    expect(report).toEqual({
      currency: 'USD',
      locations: [
        { locationId: downtown, name: 'Downtown', sold: 100, redeemed: 22, outstandingSoldHere: 55 },
        { locationId: airport, name: 'Airport', sold: 50, redeemed: 35, outstandingSoldHere: 38 },
      ],
      settlement: [
        { soldAt: downtown, redeemedAt: airport, amount: 35, paid: 30, bonus: 5 },
        { soldAt: airport, redeemedAt: downtown, amount: 12, paid: 12, bonus: 0 },
      ],
      net: [{ from: downtown, to: airport, amount: 18 }],
    });
  });

  it('shows an archived location only while its books have figures, and one identity no longer names as unknown', () => {
    const report = settleLocations(locations, [at(harbor, harbor, { soldCents: 2_000 }), at('gone', downtown, { redeemedPaidCents: 100 })], []);
    expect(report.locations.map((location) => [location.name, location.sold, location.redeemed])).toEqual([
      ['Downtown', 0, 0],
      ['Airport', 0, 0],
      ['Harbor', 20, 0],
      ['Unknown location', 0, 1],
    ]);
    expect(settleLocations(locations, [], []).locations.map((location) => location.name)).toEqual(['Downtown', 'Airport']);
  });
});
