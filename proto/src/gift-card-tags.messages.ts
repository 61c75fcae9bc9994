import { defineCatalog, translate, type CatalogKey, type Locale } from './locale.js';
import giftCardTagTexts from './messages/catalog.tags.json' with { type: 'json' };

/**
 * The spec's 38 tags as a person reads them in each language. A card stores and the API filters by the English tag
 * (the key, word for word); only the text shown changes with the language.
 */
export const giftCardTagMessages = defineCatalog('catalog.tags', giftCardTagTexts);

/** A stored tag as a person reads it in a language; a tag the catalog does not know is shown as it is stored. */
export function giftCardTagLabel(tag: string, locale: Locale): string {
  return Object.hasOwn(giftCardTagMessages.messages.en, tag) ? translate(giftCardTagMessages, locale, tag as CatalogKey<typeof giftCardTagMessages>) : tag;
}
