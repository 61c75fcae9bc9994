import { sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, type Locale } from '@gv/proto';
import type { DbOrTx } from './database.js';
import { runSql } from './run-sql.js';

/** A service's card_locales table in its schema: its schema.ts exports it (drizzle-kit reads only that file). */
export function cardLocaleTable(schema: string) {
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
      // Plain SQL (see runSql): every card issued writes it.
      await runSql(tx, sql`insert into ${cardLocales} (card_id, locale) values (${cardId}, ${value}) on conflict (card_id) do update set locale = excluded.locale`);
    },

    /** The card's language; English for a card issued before cards kept one (or one never issued here). */
    async cardLocaleOf(db: DbOrTx, cardId: string): Promise<Locale> {
      // Plain SQL (see runSql): every card email and wallet link reads it.
      const [row] = await runSql<{ locale: Locale }>(db, sql`select locale from ${cardLocales} where card_id = ${cardId}`);
      return row?.locale ?? DEFAULT_LOCALE;
    },
  };
}
