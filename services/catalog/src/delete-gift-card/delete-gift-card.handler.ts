import { Injectable } from '@nestjs/common';
import { NotFoundError, Store, newEvent } from '@gv/platform';
import { GIFT_CARD_MESSAGES, isUuid, type DeleteGiftCardRequest, type GiftCardDeleted } from '@gv/proto';
import { deleteActiveGiftCard } from '../db/gift-card-repository.js';
import { requireBusinessSlug } from '../domain/business.js';
import { giftCardMessages } from '../domain/gift-card-rules.js';

export const GIFT_CARD_DELETED_MESSAGE = GIFT_CARD_MESSAGES.deleted;

/**
 * Soft delete: the row stays (status 'deleted') so purchases and redemptions
 * that name the card keep working; the card leaves the admin list and the storefront.
 */
@Injectable()
export class DeleteGiftCardHandler {
  constructor(private readonly store: Store) {}

  async execute(request: DeleteGiftCardRequest): Promise<GiftCardDeleted> {
    const businessSlug = requireBusinessSlug(request.businessSlug);
    const { id } = request;
    if (!isUuid(id)) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
    await this.store.transaction(async (tx, record) => {
      const row = await deleteActiveGiftCard(tx, id, businessSlug);
      if (!row) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
      await record(newEvent('gift-card.deleted', { v: 1, id: row.id, businessSlug, adminId: request.adminId, giftCardName: row.name }));
    });
    return { success: true, message: GIFT_CARD_DELETED_MESSAGE };
  }
}
