import { describe, expect, it } from '@jest/globals';
import type { LocationReport } from '@gv/proto';
import { settlementCase, settlementRows, transferSentences } from './location-settlement-lines';
import { moneyIn } from '../../../lib/currency';

const location = (locationId: string, name: string) => ({ locationId, name, sold: 0, redeemed: 0, outstandingSoldHere: 0 });
const threeLocations: LocationReport = {
  currency: 'USD',
  locations: [location('dt', 'Downtown'), location('ap', 'Airport'), location('up', 'Uptown')],
  settlement: [
    { soldAt: 'dt', redeemedAt: 'ap', amount: 20, paid: 15, bonus: 5 },
    { soldAt: 'ap', redeemedAt: 'gone', amount: 10, paid: 10, bonus: 0 },
  ],
  net: [
    { from: 'dt', to: 'up', amount: 412.5 },
    { from: 'dt', to: 'ap', amount: 5 },
  ],
};

describe('settlement between locations', () => {
  it('says who owes whom the paid value, by name', () => {
    expect(transferSentences(threeLocations, moneyIn('USD'))).toEqual(['Downtown owes Uptown $412.50', 'Downtown owes Airport $5.00']);
  });

  it('names both ends of each pair, a location it no longer lists as unknown', () => {
    expect(settlementRows(threeLocations)).toEqual([
      { key: 'dt ap', soldAt: 'Downtown', redeemedAt: 'Airport', amount: 20, paid: 15, bonus: 5 },
      { key: 'ap gone', soldAt: 'Airport', redeemedAt: 'Unknown location', amount: 10, paid: 10, bonus: 0 },
    ]);
  });

  it('has nothing to settle with one location, nor when nothing sold at one was redeemed at another', () => {
    expect(settlementCase({ currency: 'USD', locations: [location('dt', 'Downtown')], settlement: [], net: [] })).toBe('one-location');
    expect(settlementCase({ ...threeLocations, settlement: [], net: [] })).toBe('nothing-between');
    expect(settlementCase(threeLocations)).toBe('between');
  });
});
