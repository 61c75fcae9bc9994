import { describe, expect, it } from '@jest/globals';
import type { Location } from '@gv/proto';
import { redeemActions, redeemSlice, type RedeemState } from './redeem-slice';

const reduce = (actions: { type: string }[], state?: RedeemState) => actions.reduce(redeemSlice.reducer, state ?? redeemSlice.getInitialState());

const downtown: Location = { id: 'downtown', name: 'Downtown', address: '1 Main St', timeZone: 'UTC', archived: false };
const uptown: Location = { ...downtown, id: 'uptown', name: 'Uptown' };

describe("the counter's location in the redeem slice", () => {
  it('holds the locations offered and where the counter starts, then what the clerk chooses', () => {
    const loaded = reduce([redeemActions.locationsLoaded({ locations: [downtown, uptown], locationId: null })]);
    expect(loaded).toMatchObject({ locations: [downtown, uptown], locationId: null });
    expect(reduce([redeemActions.locationChosen('uptown')], loaded).locationId).toBe('uptown');
  });

  it('stays where it is while the counter moves from card to card', () => {
    const atUptown = reduce([redeemActions.locationsLoaded({ locations: [downtown, uptown], locationId: 'uptown' })]);
    const next = reduce([redeemActions.scanRequest('CODE1'), redeemActions.closeDetails(), redeemActions.scanRequest('CODE2')], atUptown);
    expect(next).toMatchObject({ code: 'CODE2', lookup: 'loading', locations: [downtown, uptown], locationId: 'uptown' });
  });
});
