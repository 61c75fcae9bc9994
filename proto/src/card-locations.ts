/**
 * Where cards are spent and sold (decision 0078): the counter works at one of the business's locations, and a card
 * type may be limited to some of them, with a home location its online sales belong to.
 */
import { TEAM_MESSAGES } from './team.js';

/** A location as a counter, a card type and the storefront name it. */
export interface LocationRef {
  id: string;
  name: string;
}

export const LOCATION_MESSAGES = {
  choose: 'Choose the location you are at',
  chooseForSales: 'Choose the location these sales belong to',
  unknown: TEAM_MESSAGES.location,
} as const;

/** Why a person may not work the counter at a location (403 FORBIDDEN_LOCATION). */
export const notYourLocationMessage = (location: string) => `You do not work at ${location}.`;

/** Why a card type limited to other locations is refused at the counter's (409 REDEMPTION.WRONG_LOCATION). */
export const wrongLocationMessage = (location: string) => `This gift card can't be used at ${location}.`;

/** Whether a card type limited to `locationIds` (empty: every location) may be spent at `locationId`. */
export function usableAtLocation(locationIds: readonly string[], locationId: string): boolean {
  return locationIds.length === 0 || locationIds.includes(locationId);
}
