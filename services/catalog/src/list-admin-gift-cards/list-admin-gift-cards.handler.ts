import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import { ADMIN_GIFT_CARD_PAGE_SIZE, parseKeyword, parsePage, type AdminGiftCardList, type AdminGiftCardListRequest } from '@gv/proto';
import { adminGiftCardPage } from '../db/gift-card-repository.js';
import { requireBusinessSlug } from '../domain/business.js';
import { toGiftCardView } from '../domain/gift-card-view.js';

/** The admin's own cards, newest first, expired ones included (they can still be edited); 10 per page. */
@Injectable()
export class ListAdminGiftCardsHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: AdminGiftCardListRequest): Promise<AdminGiftCardList> {
    const businessSlug = requireBusinessSlug(request.businessSlug);
    const keyword = parseKeyword(request.keyword);
    const page = parsePage(request.page);
    const { rows, total } = await adminGiftCardPage(this.db, businessSlug, keyword, { page, pageSize: ADMIN_GIFT_CARD_PAGE_SIZE });
    const now = new Date();
    return {
      giftCards: rows.map((row) => toGiftCardView(row, now)),
      // The dashboard's "Types Of Gift Card" asks without a keyword for this count.
      ...(keyword ? {} : { giftCardCount: total }),
      total,
      page,
      hasMore: page * ADMIN_GIFT_CARD_PAGE_SIZE < total,
    };
  }
}
