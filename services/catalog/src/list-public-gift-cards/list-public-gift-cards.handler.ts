import { Inject, Injectable } from '@nestjs/common';
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
import { businessNamesOf } from '../db/business-name-repository.js';
import { publicGiftCardPage } from '../db/gift-card-repository.js';
import { todayAnywhereOnEarth } from '../domain/calendar.js';
import { toGiftCardView } from '../domain/gift-card-view.js';

/** The storefront: active, unexpired cards of one business, or of all live ones not suspended (/explore), newest first. */
@Injectable()
export class ListPublicGiftCardsHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: PublicGiftCardListRequest): Promise<PublicGiftCardList> {
    const now = new Date();
    const keyword = parseKeyword(request.keyword);
    const page = parsePage(request.page);
    const limit = parseLimit(request.limit, PUBLIC_GIFT_CARD_PAGE_SIZE, PUBLIC_GIFT_CARD_MAX_LIMIT);
    const businessSlug = typeof request.businessSlug === 'string' ? request.businessSlug.trim() : '';
    // A suspended business's page says it is not selling, a test-mode one's that nothing is charged; the storefront of
    // all businesses leaves both out.
    const { rows, total } = await publicGiftCardPage(this.db, { businessSlug, keyword, today: todayAnywhereOnEarth(now) }, { page, pageSize: limit });
    const names = await businessNamesOf(this.db, [...new Set(rows.map((row) => row.businessSlug))]);
    const cards = rows.map((row) => {
      const businessName = names.get(row.businessSlug);
      return { ...toGiftCardView(row, now), ...(businessName ? { businessName } : {}) };
    });
    return { giftCards: cards, page, hasMore: page * limit < total, total };
  }

}
