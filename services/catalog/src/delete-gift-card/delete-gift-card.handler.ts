import { Inject, Injectable } from '@nestjs/common';
import { DB, NotFoundError, OUTBOX, newEvent, type Db, type Outbox } from '@gv/platform';
import { isUuid, type DeleteGiftCardRequest, type GiftCardDeleted } from '@gv/proto';
import { deleteActiveGiftCard } from '../db/gift-card-repository.js';
import { requireBusinessSlug } from '../domain/business.js';
import { giftCardMessages } from '../domain/gift-card-rules.js';

export const GIFT_CARD_DELETED_MESSAGE = 'Gift Card Deleted Successfully';

/**
 * Soft delete: the row stays (status 'deleted') so purchases and redemptions
 * that name the card keep working; the card leaves the admin list and the storefront.
 */
@Injectable()
export class DeleteGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute(request: DeleteGiftCardRequest): Promise<GiftCardDeleted> {
    const businessSlug = requireBusinessSlug(request.businessSlug);
    const { id } = request;
    if (!isUuid(id)) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
    await this.db.transaction(async (tx) => {
      const row = await deleteActiveGiftCard(tx, id, businessSlug);
      if (!row) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
      await this.outbox.add(tx, [newEvent('gift-card.deleted', { v: 1, id: row.id, businessSlug, adminId: request.adminId, giftCardName: row.name })]);
    });
    this.outbox.flushSoon();
    return { success: true, message: GIFT_CARD_DELETED_MESSAGE };
  }
}
