import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, inArray, notInArray } from 'drizzle-orm';
import { DB, type Db } from '@gv/platform';
import {
  PUBLIC_GIFT_CARD_MAX_LIMIT,
  PUBLIC_GIFT_CARD_PAGE_SIZE,
  parseKeyword,
  parseLimit,
  parsePage,
  type PublicGiftCardList,
  type PublicGiftCardListRequest,
} from '@gv/proto';
import { giftCardPage, matchesKeyword } from '../db/gift-card-queries.js';
import { businessNames, giftCards } from '../db/schema.js';
import { todayAnywhereOnEarth } from '../domain/calendar.js';
import { toGiftCardView } from '../domain/gift-card-view.js';

/** The storefront: active, unexpired cards of one business or of all (but suspended ones), newest first. */
@Injectable()
export class ListPublicGiftCardsHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: PublicGiftCardListRequest): Promise<PublicGiftCardList> {
    const now = new Date();
    const keyword = parseKeyword(request.keyword);
    const page = parsePage(request.page);
    const limit = parseLimit(request.limit, PUBLIC_GIFT_CARD_PAGE_SIZE, PUBLIC_GIFT_CARD_MAX_LIMIT);
    const businessSlug = typeof request.businessSlug === 'string' ? request.businessSlug.trim() : '';
    const where = and(
      eq(giftCards.status, 'active'),
      gte(giftCards.expirationDate, todayAnywhereOnEarth(now)),
      // A suspended business's page says it is not selling; the storefront of all businesses leaves its cards out.
      businessSlug ? eq(giftCards.businessSlug, businessSlug) : notInArray(giftCards.businessSlug, this.suspendedBusinesses()),
      matchesKeyword(keyword),
    );
    const { rows, total } = await giftCardPage(this.db, where, page, limit);
    const names = await this.businessNames([...new Set(rows.map((row) => row.businessSlug))]);
    const cards = rows.map((row) => {
      const businessName = names.get(row.businessSlug);
      return { ...toGiftCardView(row, now), ...(businessName ? { businessName } : {}) };
    });
    return { giftCards: cards, page, hasMore: page * limit < total, total };
  }

  private suspendedBusinesses() {
    return this.db.select({ slug: businessNames.businessSlug }).from(businessNames).where(eq(businessNames.status, 'suspended'));
  }

  private async businessNames(slugs: string[]): Promise<Map<string, string>> {
    if (slugs.length === 0) return new Map();
    const rows = await this.db.select().from(businessNames).where(inArray(businessNames.businessSlug, slugs));
    return new Map(rows.map((row) => [row.businessSlug, row.name]));
  }
}
