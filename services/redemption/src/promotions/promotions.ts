import { Inject, Injectable } from '@nestjs/common';
import { DB, now, type Db } from '@gv/platform';
import { DomainError } from '@gv/platform/errors';
import {
  REQUEST_MESSAGES,
  DEFAULT_CURRENCY,
  toMajorUnits,
  isUuid,
  PROMOTION_MESSAGES,
  type Acknowledged,
  type Created,
  type PromotionList,
  type PromotionOffers,
  type PromotionOffersRequest,
  type PromotionRequest,
  type PromotionStatus,
  type PromotionView,
  type SavePromotionRequest,
} from '@gv/proto';
import {
  bonusOf,
  endPromotion,
  insertPromotion,
  promotionsWithReport,
  runningPromotions,
  updatePromotion,
  type PromotionWithReport,
} from '../db/promotion-repository.js';
import { checkPromotion } from '../domain/promotion-rules.js';

/**
 * A business's promotions: saved by its owners and managers (the gateway checked the card types are its own), listed
 * with their report, and offered on its storefront while they run and their budget lasts.
 */
@Injectable()
export class Promotions {
  constructor(@Inject(DB) private readonly db: Db) {}

  async create(request: SavePromotionRequest): Promise<Created> {
    const businessSlug = signedIn(request);
    return { id: await insertPromotion(this.db, businessSlug, request.adminEmail, checkPromotion(request)) };
  }

  async update(request: SavePromotionRequest & { id: string }): Promise<Acknowledged> {
    const businessSlug = signedIn(request);
    const id = knownId(request.id);
    await updatePromotion(this.db, businessSlug, id, checkPromotion(request), now().toISOString());
    return { success: true, message: 'Promotion saved.' };
  }

  async end(request: PromotionRequest): Promise<Acknowledged> {
    await endPromotion(this.db, signedIn(request), knownId(request.id), now().toISOString());
    return { success: true, message: 'Promotion ended.' };
  }

  async list(request: { businessSlug: string; currency?: string }): Promise<PromotionList> {
    const at = now().toISOString();
    const currency = request.currency ?? DEFAULT_CURRENCY;
    const rows = await promotionsWithReport(this.db, signedIn(request));
    return { promotions: rows.map((row) => toView(row, at, currency)), currency };
  }

  async offers(request: PromotionOffersRequest): Promise<PromotionOffers> {
    const rows = typeof request?.businessSlug === 'string' ? await runningPromotions(this.db, request.businessSlug, now().toISOString()) : [];
    return {
      offers: rows.map((row) => ({
        id: row.id,
        name: row.name,
        giftCardIds: row.giftCardIds,
        bonus: bonusOf(row),
        minPaidCents: row.minPaidCents,
        endsAt: new Date(row.endsAt).toISOString(),
        budgetLeftCents: row.budgetCents - row.spentCents,
      })),
    };
  }
}

function signedIn(request: { businessSlug?: unknown } | undefined): string {
  if (typeof request?.businessSlug !== 'string' || !request.businessSlug) throw new DomainError('AUTH.REQUIRED', REQUEST_MESSAGES.signIn);
  return request.businessSlug;
}

function knownId(id: unknown): string {
  if (typeof id !== 'string' || !isUuid(id)) throw new DomainError('PROMOTION.NOT_FOUND', PROMOTION_MESSAGES.notFound);
  return id;
}

function statusAt(row: { startsAt: string; endsAt: string }, at: string): PromotionStatus {
  if (at < row.startsAt) return 'scheduled';
  return at < row.endsAt ? 'running' : 'ended';
}

function toView(row: PromotionWithReport, at: string, currency: string): PromotionView {
  const bonus = bonusOf(row);
  return {
    id: row.id,
    name: row.name,
    giftCardIds: row.giftCardIds,
    bonus: 'percent' in bonus ? bonus : { amount: toMajorUnits(bonus.amountCents, currency) },
    minPaid: row.minPaidCents === null ? null : toMajorUnits(row.minPaidCents, currency),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: statusAt(row, at),
    budget: toMajorUnits(row.budgetCents, currency),
    budgetLeft: toMajorUnits(row.budgetCents - row.spentCents, currency),
    cardsSold: row.cardsSold,
    paidValue: toMajorUnits(row.paidCents, currency),
    bonusGiven: toMajorUnits(row.bonusGivenCents, currency),
    redemptionRate: row.activatedCents > 0 ? Math.round((row.redeemedCents / row.activatedCents) * 10_000) / 10_000 : 0,
  };
}
