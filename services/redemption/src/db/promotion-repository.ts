import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { runSql, type DbOrTx, type Tx } from '@gv/platform';
import { NotFoundError, ValidationError } from '@gv/platform/errors';
import { PROMOTION_MESSAGES, promotionBonusCents, type PromotionBonus, type PromotionOutcome } from '@gv/proto';
import type { PromotionInput } from '../domain/promotion-rules.js';
import { reversedOf } from './ledger-repository.js';
import { issuedCards, ledger, promotionCards, promotions, type PromotionRow } from './schema.js';

/** A promotion with its report figures over the cards issued under it. */
export interface PromotionWithReport extends PromotionRow {
  cardsSold: number;
  paidCents: number;
  bonusGivenCents: number;
  activatedCents: number;
  redeemedCents: number;
}

export function bonusOf(row: Pick<PromotionRow, 'bonusPercent' | 'bonusCents'>): PromotionBonus {
  return row.bonusPercent !== null ? { percent: row.bonusPercent } : { amountCents: row.bonusCents! };
}

/** A text[] of the values (an array in a sql template would become a list of parameters). */
function textArray(values: string[]): SQL {
  return sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
}

function bonusColumns(bonus: PromotionBonus): { bonusPercent: number | null; bonusCents: number | null } {
  return 'percent' in bonus ? { bonusPercent: bonus.percent, bonusCents: null } : { bonusPercent: null, bonusCents: bonus.amountCents };
}

/**
 * Saves a promotion unless another of the business's shares a card type and a moment with it (400 naming it). The
 * business's promotions are locked for the check and the write, so two overlapping saves cannot both pass.
 */
async function saveChecked(tx: Tx, businessSlug: string, input: PromotionInput, write: () => Promise<void>, exceptId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`redemption.promotions:${businessSlug}`}))`);
  const [other] = await runSql<{ name: string }>(
    tx,
    sql`select name from ${promotions}
        where business_slug = ${businessSlug} and gift_card_ids && ${textArray(input.giftCardIds)}
          and starts_at < ${input.endsAt}::timestamptz and ends_at > ${input.startsAt}::timestamptz
          and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)
        limit 1`,
  );
  if (other) throw new ValidationError({ giftCardIds: PROMOTION_MESSAGES.overlaps(other.name) });
  await write();
}

export async function insertPromotion(db: DbOrTx, businessSlug: string, createdBy: string, input: PromotionInput): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) =>
    saveChecked(tx, businessSlug, input, async () => {
      const { bonus, ...fields } = input;
      await tx.insert(promotions).values({ id, businessSlug, createdBy, ...fields, ...bonusColumns(bonus) });
    }, null),
  );
  return id;
}

/** Changes a promotion that has not started by `at`; 404 when it is not the business's, 409 once it started. */
export async function updatePromotion(db: DbOrTx, businessSlug: string, id: string, input: PromotionInput, at: string): Promise<void> {
  await db.transaction(async (tx) =>
    saveChecked(tx, businessSlug, input, async () => {
      const { bonus, ...fields } = input;
      const [changed] = await runSql<{ id: string }>(
        tx,
        sql`update ${promotions} set name = ${fields.name}, gift_card_ids = ${textArray(fields.giftCardIds)}, bonus_percent = ${bonusColumns(bonus).bonusPercent},
              bonus_cents = ${bonusColumns(bonus).bonusCents}, min_paid_cents = ${fields.minPaidCents}, starts_at = ${fields.startsAt}::timestamptz,
              ends_at = ${fields.endsAt}::timestamptz, budget_cents = ${fields.budgetCents}
            where id = ${id}::uuid and business_slug = ${businessSlug} and starts_at > ${at}::timestamptz returning id`,
      );
      if (!changed) await refuseChange(tx, businessSlug, id);
    }, id),
  );
}

async function refuseChange(db: DbOrTx, businessSlug: string, id: string): Promise<never> {
  const [found] = await runSql<{ id: string }>(db, sql`select id from ${promotions} where id = ${id}::uuid and business_slug = ${businessSlug}`);
  if (!found) throw new NotFoundError(PROMOTION_MESSAGES.notFound, 'PROMOTION.NOT_FOUND');
  throw new ValidationError({ startsAt: PROMOTION_MESSAGES.started });
}

/** Ends a promotion at `at` (one not started yet ends before it starts); ending an ended one changes nothing. */
export async function endPromotion(db: DbOrTx, businessSlug: string, id: string, at: string): Promise<void> {
  const [row] = await runSql<{ id: string }>(
    db,
    sql`update ${promotions}
        set starts_at = least(starts_at, ${at}::timestamptz - interval '1 millisecond'), ends_at = least(ends_at, ${at}::timestamptz)
        where id = ${id}::uuid and business_slug = ${businessSlug} returning id`,
  );
  if (!row) throw new NotFoundError(PROMOTION_MESSAGES.notFound, 'PROMOTION.NOT_FOUND');
}

/** The business's promotions, latest start first, with what the cards issued under each sold, got and spent. */
export async function promotionsWithReport(db: DbOrTx, businessSlug: string): Promise<PromotionWithReport[]> {
  const rows = await runSql<PromotionWithReport>(
    db,
    sql`select p.id, p.business_slug as "businessSlug", p.name, p.gift_card_ids as "giftCardIds", p.bonus_percent as "bonusPercent",
          p.bonus_cents as "bonusCents", p.min_paid_cents as "minPaidCents", p.starts_at as "startsAt", p.ends_at as "endsAt",
          p.budget_cents as "budgetCents", p.spent_cents as "spentCents", p.created_by as "createdBy", p.created_at as "createdAt",
          coalesce(r.cards, 0)::integer as "cardsSold", coalesce(r.paid, 0)::bigint as "paidCents", coalesce(r.bonus, 0)::bigint as "bonusGivenCents",
          coalesce(r.activated, 0)::bigint as "activatedCents", coalesce(r.redeemed, 0)::bigint as "redeemedCents"
        from ${promotions} p
        left join lateral (
          select count(*) as cards, sum(c.price_cents) as paid, sum(pc.bonus_cents) as bonus,
            sum(c.face_value_cents + c.promotion_bonus_cents) as activated,
            sum((select coalesce(-sum(l.amount_cents), 0) from ${ledger} l where l.card_id = c.id and l.kind = 'REDEEM' and not ${reversedOf(sql.raw('l.id'))})) as redeemed
          from ${promotionCards} pc join ${issuedCards} c on c.order_id = pc.order_id and c.line = pc.line
          where pc.promotion_id = p.id
        ) r on true
        where p.business_slug = ${businessSlug}
        order by p.starts_at desc, p.id`,
  );
  return rows.map((row) => ({
    ...row,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    paidCents: Number(row.paidCents),
    bonusGivenCents: Number(row.bonusGivenCents),
    activatedCents: Number(row.activatedCents),
    redeemedCents: Number(row.redeemedCents),
  }));
}

/** The business's promotions running at `at` with budget left. */
export async function runningPromotions(db: DbOrTx, businessSlug: string, at: string): Promise<PromotionRow[]> {
  return runSql<PromotionRow>(
    db,
    sql`select id, name, gift_card_ids as "giftCardIds", bonus_percent as "bonusPercent", bonus_cents as "bonusCents", min_paid_cents as "minPaidCents",
          starts_at as "startsAt", ends_at as "endsAt", budget_cents as "budgetCents", spent_cents as "spentCents"
        from ${promotions}
        where business_slug = ${businessSlug} and starts_at <= ${at}::timestamptz and ends_at > ${at}::timestamptz and spent_cents < budget_cents
        order by starts_at`,
  );
}

/**
 * Which of the card types a promotion covers at `at`, spent or not (a card issued once its budget is spent is told it
 * missed the bonus): a cheap first look, so an issue that no promotion covers adds no statement of its own.
 */
export async function promotedCardTypes(db: DbOrTx, giftCardIds: string[], at: string): Promise<Map<string, true>> {
  const rows = await runSql<{ giftCardId: string }>(
    db,
    sql`select distinct unnest(gift_card_ids) as "giftCardId" from ${promotions}
        where gift_card_ids && ${textArray(giftCardIds)} and starts_at <= ${at}::timestamptz and ends_at > ${at}::timestamptz`,
  );
  return new Map(rows.map(({ giftCardId }) => [giftCardId, true]));
}

/** One card about to be issued, as a promotion sees it. */
export interface PromotedCard {
  orderId: string;
  line: number;
  businessSlug: string;
  giftCardId: string;
  paidCents: number;
  at: string;
}

/**
 * The promotion outcome of a card about to be issued: the first issue of an order line that a running promotion covers
 * records it and takes the bonus from the budget in one guarded update (none left: the card gets no bonus); a repeated
 * issue of the line finds what the first recorded. A line whose card exists already gets nothing new.
 */
export async function grantPromotionBonus(db: DbOrTx, card: PromotedCard): Promise<PromotionOutcome | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await runSql<{ promotionId: string; name: string; bonusPercent: number | null; bonusCents: number | null }>(
      tx,
      sql`insert into ${promotionCards} (order_id, line, promotion_id, bonus_cents)
          select ${card.orderId}, ${card.line}, p.id, 0 from ${promotions} p
          where p.business_slug = ${card.businessSlug} and ${card.giftCardId} = any(p.gift_card_ids)
            and p.starts_at <= ${card.at}::timestamptz and p.ends_at > ${card.at}::timestamptz
            and (p.min_paid_cents is null or p.min_paid_cents <= ${card.paidCents})
            and not exists (select 1 from ${issuedCards} c where c.order_id = ${card.orderId} and c.line = ${card.line})
          order by p.starts_at limit 1
          on conflict (order_id, line) do nothing
          returning promotion_id as "promotionId",
            (select name from ${promotions} where id = promotion_id), (select bonus_percent from ${promotions} where id = promotion_id) as "bonusPercent",
            (select bonus_cents from ${promotions} where id = promotion_id) as "bonusCents"`,
    );
    if (!claimed) return recordedOutcome(tx, card);
    const bonusCents = promotionBonusCents(bonusOf(claimed), card.paidCents);
    if (bonusCents === 0) return { name: claimed.name, bonusCents };
    const [spent] = await runSql<{ id: string }>(
      tx,
      sql`update ${promotions} set spent_cents = spent_cents + ${bonusCents} where id = ${claimed.promotionId}::uuid and spent_cents + ${bonusCents} <= budget_cents returning id`,
    );
    if (!spent) return { name: claimed.name, bonusCents: 0 };
    await runSql(tx, sql`update ${promotionCards} set bonus_cents = ${bonusCents} where order_id = ${card.orderId} and line = ${card.line}`);
    return { name: claimed.name, bonusCents };
  });
}

async function recordedOutcome(db: DbOrTx, card: PromotedCard): Promise<PromotionOutcome | undefined> {
  const [row] = await runSql<PromotionOutcome>(
    db,
    sql`select p.name, pc.bonus_cents as "bonusCents" from ${promotionCards} pc join ${promotions} p on p.id = pc.promotion_id
        where pc.order_id = ${card.orderId} and pc.line = ${card.line}`,
  );
  return row;
}
