/**
 * Where cards are spent and sold (decision 0078): the counter works at one of the business's locations, and a card
 * type may be limited to some of them, with a home location its online sales belong to.
 */
import { defineCatalog, translate } from './locale.js';
import locationTexts from './messages/locations.json' with { type: 'json' };

/** A location as a counter, a card type and the storefront name it. */
export interface LocationRef {
  id: string;
  name: string;
}

/** What the counter and the card types say of locations, in each language; the server answers in English. */
export const locationMessages = defineCatalog('locations', locationTexts);

export const LOCATION_MESSAGES = {
  choose: locationMessages.messages.en.choose,
  chooseForSales: locationMessages.messages.en.chooseForSales,
  unknown: locationMessages.messages.en.unknown,
};

/** Why a person may not work the counter at a location (403 FORBIDDEN_LOCATION). */
export const notYourLocationMessage = (location: string) => translate(locationMessages, 'en', 'notYours', { location });

/** Why a card type limited to other locations is refused at the counter's (409 REDEMPTION.WRONG_LOCATION). */
export const wrongLocationMessage = (location: string) => translate(locationMessages, 'en', 'wrongLocation', { location });

/** Whether a card type limited to `locationIds` (empty: every location) may be spent at `locationId`. */
export function usableAtLocation(locationIds: readonly string[], locationId: string): boolean {
  return locationIds.length === 0 || locationIds.includes(locationId);
}
