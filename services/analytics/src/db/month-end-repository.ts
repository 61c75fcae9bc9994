import { and, desc, eq, sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { DEFAULT_JOURNAL_ACCOUNTS, type JournalAccounts, type UnclaimedPropertyHolder } from '@gv/proto';
import type { BreakageHistory, BreakageMonthBooks } from '../domain/breakage.js';
import { emptyBooks, type BookCents, type BookLine } from '../domain/journal.js';
import type { ClosedMonthFigures } from '../domain/month-close.js';
import type { VatBooks } from '../domain/voucher-vat-books.js';
import { closedMonths, monthEndSettings, projection } from './schema.js';

const { ledgerDays, buyers, refunds, giftCards } = projection;

/** A business's live or test books. */
export interface BooksOf {
  businessSlug: string;
  test: boolean;
}

/**
 * The books over [from, to] (days in the business's time zone) per kind of move, paid and bonus apart, and the change
 * of the value past its last day, as the liability statement computes its expired line (db/liability-repository.ts).
 */
export async function bookCents(db: DbOrTx, { businessSlug, test }: BooksOf, from: string, to: string): Promise<BookCents> {
  const [start, end] = [sql`${from}::date`, sql`${to}::date`];
  const [kinds, [lapse]] = await Promise.all([
    runSql<{ kind: BookLine; paid: string; bonus: string }>(
      db,
      sql`select d.kind, sum(d.paid_cents) as paid, sum(d.bonus_cents) as bonus from ${ledgerDays} d
       where d.business_slug = ${businessSlug} and d.test = ${test} and d.day between ${start} and ${end} group by d.kind`,
    ),
    runSql<{ paid: string; bonus: string }>(
      db,
      sql`select
         coalesce(sum(d.paid_cents) filter (where d.day < ${start} and d.paid_expires_on < ${start} - 1), 0) - coalesce(sum(d.paid_cents) filter (where d.paid_expires_on < ${end}), 0) as paid,
         coalesce(sum(d.bonus_cents) filter (where d.day < ${start} and d.expiration_date < ${start} - 1), 0) - coalesce(sum(d.bonus_cents) filter (where d.expiration_date < ${end}), 0) as bonus
       from ${ledgerDays} d where d.business_slug = ${businessSlug} and d.test = ${test} and d.day <= ${end}`,
    ),
  ]);
  const books = emptyBooks();
  for (const row of [...kinds, { kind: 'lapsed' as const, ...lapse }]) {
    if (row.kind in books) books[row.kind] = { paid: Number(row.paid), bonus: Number(row.bonus) };
  }
  return books;
}

/**
 * The paid value over [from, to] by its card type's VAT treatment (domain/voucher-vat-books.ts): the books joined to
 * their card types; a move of a card type the projection does not hold is multi-purpose.
 */
export async function vatBookCents(db: DbOrTx, { businessSlug, test }: BooksOf, from: string, to: string): Promise<VatBooks> {
  const rows = await runSql<{ rate: number | null; sold: string; redeemed: string }>(
    db,
    sql`select case when g.voucher_type = 'single-purpose' then g.vat_rate_bp end as rate,
       coalesce(sum(d.paid_cents) filter (where d.kind in ('sold', 'issued-outside', 'loaded', 'refunded')), 0) as sold,
       coalesce(-sum(d.paid_cents) filter (where d.kind = 'redeemed'), 0) as redeemed
     from ${ledgerDays} d left join ${giftCards} g on g.id::text = d.gift_card_id
     where d.business_slug = ${businessSlug} and d.test = ${test} and d.day between ${from}::date and ${to}::date
     group by 1 order by 1`,
  );
  return {
    singlePurpose: rows
      .filter((row) => row.rate !== null)
      .map((row) => ({ vatRateBp: Number(row.rate), soldCents: Number(row.sold), redeemedCents: Number(row.redeemed) })),
    multiPurposeRedeemedCents: Number(rows.find((row) => row.rate === null)?.redeemed ?? 0),
  };
}

/** The first day the business's books hold a move on (null: none). */
export async function firstBookDay(db: DbOrTx, { businessSlug, test }: BooksOf): Promise<string | null> {
  const [row] = await runSql<{ day: string | null }>(
    db,
    sql`select min(d.day)::text as day from ${ledgerDays} d where d.business_slug = ${businessSlug} and d.test = ${test}`,
  );
  return row?.day ?? null;
}

/**
 * Each month from `firstMonth` to `lastMonth` (`YYYY-MM`), with the paid value breakage reads to its end; what states
 * may take of the cards' paid value (`escheatablePaidCents`) is today's, the same for every month.
 */
export async function breakageMonthBooks(
  db: DbOrTx,
  { businessSlug, test }: BooksOf,
  firstMonth: string,
  lastMonth: string,
  escheatablePaidCents: number,
): Promise<BreakageMonthBooks[]> {
  const rows = await runSql<{ month: string; redeemed: string; issued: string; lapsed: string; escheated: string }>(
    db,
    sql`with months as (
       select to_char(m, 'YYYY-MM') as month, (m + interval '1 month')::date - 1 as last_day
       from generate_series(${`${firstMonth}-01`}::date, ${`${lastMonth}-01`}::date, interval '1 month') m
     )
     select mo.month,
       coalesce(-sum(d.paid_cents) filter (where d.kind = 'redeemed'), 0) as redeemed,
       coalesce(sum(d.paid_cents) filter (where d.kind in ('sold', 'issued-outside', 'loaded', 'refunded', 'cashed-out')), 0) as issued,
       coalesce(sum(d.paid_cents) filter (where d.paid_expires_on < mo.last_day), 0) as lapsed,
       coalesce(-sum(d.paid_cents) filter (where d.kind = 'escheated'), 0) as escheated
     from months mo left join ${ledgerDays} d on d.business_slug = ${businessSlug} and d.test = ${test} and d.day <= mo.last_day
     group by mo.month order by mo.month`,
  );
  return rows.map((row) => ({
    month: row.month,
    redeemedPaidToDateCents: Number(row.redeemed),
    paidIssuedToDateCents: Number(row.issued),
    lapsedPaidToDateCents: Number(row.lapsed),
    escheatedPaidToDateCents: Number(row.escheated),
    escheatablePaidCents,
  }));
}

/**
 * The cards sold on or before `soldBy`: their paid value (what buyers paid, less the refunds of their purchase; a
 * reload and its refunds do not count) and how much of it is still on them, never redeemed (at most what was paid).
 */
export async function breakageHistory(db: DbOrTx, { businessSlug, test }: BooksOf, soldBy: string): Promise<BreakageHistory> {
  const [row] = await runSql<{ cards: string; paid: string; unredeemed: string }>(
    db,
    sql`with refunded as (
       select r.card_id, sum(r.amount_cents) as cents from ${refunds} r join ${buyers} b on b.card_id = r.card_id
       where r.business_slug = ${businessSlug} and r.test = ${test} and not r.failed and (r.order_id is null or r.order_id = b.order_id)
       group by r.card_id
     ), cohort as (
       select b.paid_cents, greatest(b.price_cents - coalesce(f.cents, 0), 0) as paid
       from ${buyers} b left join refunded f on f.card_id = b.card_id
       where b.business_slug = ${businessSlug} and b.test = ${test} and b.sale_day <= ${soldBy}::date
     )
     select count(*) as cards, coalesce(sum(paid), 0) as paid, coalesce(sum(least(paid_cents, paid)), 0) as unredeemed from cohort`,
  );
  return { cards: Number(row.cards), paidCents: Number(row.paid), unredeemedPaidCents: Number(row.unredeemed) };
}

export interface StoredMonthEndSettings {
  breakageRateBp: number | null;
  accounts: JournalAccounts;
  holder: UnclaimedPropertyHolder | null;
}

/** The business's month-end settings (none saved: no rate, the default accounts, no holder); an account added since they were saved has its default. */
export async function monthEndSettingsOf(db: DbOrTx, businessSlug: string): Promise<StoredMonthEndSettings> {
  const [row] = await db.select().from(monthEndSettings).where(eq(monthEndSettings.businessSlug, businessSlug));
  if (!row) return { breakageRateBp: null, accounts: DEFAULT_JOURNAL_ACCOUNTS, holder: null };
  return { ...row, accounts: { ...row.accounts, accounts: { ...DEFAULT_JOURNAL_ACCOUNTS.accounts, ...row.accounts.accounts } } };
}

/** Saves the settings; `holder` left out keeps the one saved. */
export async function saveMonthEndSettings(db: DbOrTx, businessSlug: string, settings: Omit<StoredMonthEndSettings, 'holder'> & { holder?: UnclaimedPropertyHolder | null }): Promise<StoredMonthEndSettings> {
  const [row] = await db
    .insert(monthEndSettings)
    .values({ businessSlug, ...settings })
    .onConflictDoUpdate({ target: monthEndSettings.businessSlug, set: settings })
    .returning();
  return row;
}

export type ClosedMonth = typeof closedMonths.$inferSelect;

/** The business's closed month `month`, if it is one. */
export async function closedMonth(db: DbOrTx, { businessSlug, test }: BooksOf, month: string): Promise<ClosedMonth | undefined> {
  const [row] = await db
    .select()
    .from(closedMonths)
    .where(and(eq(closedMonths.businessSlug, businessSlug), eq(closedMonths.test, test), eq(closedMonths.month, month)));
  return row;
}

/** The business's last closed month before `month` (absent: any), if it closed one. */
export async function lastClosedMonth(db: DbOrTx, { businessSlug, test }: BooksOf, before?: string): Promise<ClosedMonth | undefined> {
  const [row] = await db
    .select()
    .from(closedMonths)
    .where(and(eq(closedMonths.businessSlug, businessSlug), eq(closedMonths.test, test), before === undefined ? undefined : sql`${closedMonths.month} < ${before}`))
    .orderBy(desc(closedMonths.month))
    .limit(1);
  return row;
}

/** Records a month as closed with its figures; false when it already was (a concurrent close). */
export async function insertClosedMonth(db: DbOrTx, books: BooksOf, month: string, closedBy: string, figures: ClosedMonthFigures): Promise<ClosedMonth | undefined> {
  const [row] = await db
    .insert(closedMonths)
    .values({ ...books, month, closedBy, closedAt: new Date().toISOString(), figures })
    .onConflictDoNothing()
    .returning();
  return row;
}
