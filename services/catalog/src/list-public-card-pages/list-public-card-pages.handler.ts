import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { PublicCardPages } from '@gv/proto';
import { publicCardPages } from '../db/gift-card-repository.js';
import { todayAnywhereOnEarth } from '../domain/calendar.js';

/** A sitemap file holds at most 50,000 URLs. */
export const MAX_PUBLIC_CARD_PAGES = 50_000;

/** The pages a search engine may index: every active, unexpired card, most recently changed first. */
@Injectable()
export class ListPublicCardPagesHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(): Promise<PublicCardPages> {
    const rows = await publicCardPages(this.db, todayAnywhereOnEarth(new Date()), MAX_PUBLIC_CARD_PAGES);
    return { cards: rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() })) };
  }
}
