import { eq } from 'drizzle-orm';
import { type DbOrTx } from '@gv/platform';
import { DEFAULT_LOCALE, type Locale } from '@gv/proto';
import { cardLocales } from './schema.js';

/** Keeps the card's language from its gift-card.issued (a redelivery writes the same). */
export async function recordCardLocale(tx: DbOrTx, cardId: string, locale: Locale | undefined): Promise<void> {
  const value = locale ?? DEFAULT_LOCALE;
  await tx
    .insert(cardLocales)
    .values({ cardId, locale: value })
    .onConflictDoUpdate({ target: cardLocales.cardId, set: { locale: value } });
}

/** The card's language; English for a card issued before cards kept one (or one never issued here). */
export async function cardLocaleOf(db: DbOrTx, cardId: string): Promise<Locale> {
  const [row] = await db.select({ locale: cardLocales.locale }).from(cardLocales).where(eq(cardLocales.cardId, cardId));
  return row?.locale ?? DEFAULT_LOCALE;
}
