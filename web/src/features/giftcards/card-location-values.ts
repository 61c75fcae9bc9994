import type { Location } from '@gv/proto';
import type { GiftCard } from '../../lib/gift-card';
import { message } from '../../lib/i18n';
import { stateMessages } from './gift-cards.messages';

/** Where a card type can be used and where its online sales belong, as the form holds them (decision 0078). */
export interface CardLocationValues {
  /** Only at the ticked locations; otherwise at every location. */
  limited: boolean;
  locationIds: string[];
  /** '': the business's first location. */
  homeLocationId: string;
}

/** The form's message when no location is ticked, in the language now. */
export const tickALocation = () => message(stateMessages, 'tickALocation');

/** A card's saved choice, or every location with its sales at the first for a new card. */
export function cardLocationValues(card?: Pick<GiftCard, 'locationIds' | 'homeLocationId'>): CardLocationValues {
  const locationIds = card?.locationIds ?? [];
  return { limited: locationIds.length > 0, locationIds, homeLocationId: card?.homeLocationId ?? '' };
}

/** The form asks about locations only when the business has several open ones: with one, there is nothing to choose. */
export const offersLocations = (open: readonly Location[] | null): open is Location[] => (open?.length ?? 0) > 1;

/** The home the select shows: the chosen one while it is open, else the first location. */
export const shownHomeLocation = (values: CardLocationValues, open: readonly Location[]): string =>
  open.some((location) => location.id === values.homeLocationId) ? values.homeLocationId : (open[0]?.id ?? '');

/**
 * What the form sends: the ticked locations that are still open (none when not limited) and the home it shows.
 * Undefined when the form does not offer locations, so a card keeps its own.
 */
export function cardLocationsToSend(values: CardLocationValues, open: readonly Location[] | null): CardLocationValues | undefined {
  if (!offersLocations(open)) return undefined;
  const ticked = values.limited ? open.filter((location) => values.locationIds.includes(location.id)).map((location) => location.id) : [];
  return { limited: values.limited, locationIds: ticked, homeLocationId: shownHomeLocation(values, open) };
}
