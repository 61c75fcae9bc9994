import { sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, type Locale } from '@gv/proto';
import type { DbOrTx } from './database.js';
import { runSql } from './run-sql.js';

/** The type of a service's card_locales table, which its own schema.ts declares (drizzle-kit reads only that file). */
function cardLocaleTable(schema: string) {
  return pgSchema(schema).table('card_locales', {
    cardId: text('card_id').primaryKey(),
    locale: text('locale').$type<Locale>().notNull(),
  });
}

export type CardLocaleTable = ReturnType<typeof cardLocaleTable>;

/** Each card's language, kept from its gift-card.issued by a service that writes to its holder. */
export function cardLocaleRepository(cardLocales: CardLocaleTable) {
  return {
    /** Keeps the card's language from its gift-card.issued (a redelivery, or a resend, writes the same). */
    async recordCardLocale(tx: DbOrTx, cardId: string, locale: Locale | undefined): Promise<void> {
      const value = locale ?? DEFAULT_LOCALE;
      await tx
        .insert(cardLocales)
        .values({ cardId, locale: value })
        .onConflictDoUpdate({ target: cardLocales.cardId, set: { locale: value } });
    },

    /** The card's language; English for a card issued before cards kept one (or one never issued here). */
    async cardLocaleOf(db: DbOrTx, cardId: string): Promise<Locale> {
      // Plain SQL (see runSql): every card email and wallet link reads it.
      const [row] = await runSql<{ locale: Locale }>(db, sql`select locale from ${cardLocales} where card_id = ${cardId}`);
      return row?.locale ?? DEFAULT_LOCALE;
    },
  };
}
