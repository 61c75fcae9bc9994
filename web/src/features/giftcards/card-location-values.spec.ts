import { describe, expect, it } from '@jest/globals';
import type { Location } from '@gv/proto';
import { cardLocationsToSend, cardLocationValues, offersLocations, shownHomeLocation, tickALocation } from './card-location-values';
import { checkGiftCardForm } from './gift-card-form-rules';
import { redemptionWindowValues } from './redemption-window-values';

const place = (id: string): Location => ({ id, name: `Place ${id}`, address: '1 Main St', timeZone: 'UTC', archived: false });
const open = [place('main'), place('uptown'), place('airport')];

describe("a card type's locations in the form", () => {
  it('starts from the saved choice, or every location for a new card', () => {
    expect(cardLocationValues()).toEqual({ limited: false, locationIds: [], homeLocationId: '' });
    expect(cardLocationValues({ locationIds: ['uptown'], homeLocationId: 'airport' })).toEqual({
      limited: true,
      locationIds: ['uptown'],
      homeLocationId: 'airport',
    });
  });

  it('asks only when the business has several open locations', () => {
    expect(offersLocations(open)).toBe(true);
    expect(offersLocations([place('main')])).toBe(false);
    expect(offersLocations(null)).toBe(false);
  });

  it('shows the saved home while it is open, else the first location', () => {
    expect(shownHomeLocation({ limited: false, locationIds: [], homeLocationId: 'uptown' }, open)).toBe('uptown');
    expect(shownHomeLocation({ limited: false, locationIds: [], homeLocationId: '' }, open)).toBe('main');
    expect(shownHomeLocation({ limited: false, locationIds: [], homeLocationId: 'archived' }, open)).toBe('main');
  });

  it('sends the ticked open locations in the business’s order, none for every location, and the home shown', () => {
    const ticked = { limited: true, locationIds: ['airport', 'archived', 'uptown'], homeLocationId: '' };
    expect(cardLocationsToSend(ticked, open)).toEqual({ limited: true, locationIds: ['uptown', 'airport'], homeLocationId: 'main' });
    expect(cardLocationsToSend({ ...ticked, limited: false }, open)).toEqual({ limited: false, locationIds: [], homeLocationId: 'main' });
  });

  it('sends nothing with one location (or before they are known), so a card keeps its own', () => {
    const saved = cardLocationValues({ locationIds: ['uptown'], homeLocationId: 'uptown' });
    expect(cardLocationsToSend(saved, [place('main')])).toBeUndefined();
    expect(cardLocationsToSend(saved, null)).toBeUndefined();
  });

  it('asks for a tick when only some locations are chosen and none is', () => {
    const values = {
      giftCardName: 'Brunch',
      giftCardTag: 'Weekend Brunch',
      description: 'Brunch for two.',
      amount: '50',
      amountMode: 'fixed' as const,
      minAmount: '',
      maxAmount: '',
      discount: '10',
      reloadable: false,
      expirationDate: '2031-01-01',
      redemptionWindow: redemptionWindowValues(null),
    };
    const options = { imageRequired: false, now: new Date('2030-06-01T12:00:00Z') };
    const noneTicked = cardLocationsToSend({ limited: true, locationIds: ['archived'], homeLocationId: '' }, open);
    expect(checkGiftCardForm({ ...values, locations: noneTicked }, options)).toEqual({ locationIds: tickALocation() });
    expect(checkGiftCardForm({ ...values, locations: cardLocationsToSend(cardLocationValues(), open) }, options)).toEqual({});
    expect(checkGiftCardForm(values, options)).toEqual({});
  });
});
