import { Injectable } from '@nestjs/common';
import { NotFoundError, Store, ValidationError, newEvent } from '@gv/platform';
import { GIFT_CARD_MESSAGES, VOUCHER_VAT_MESSAGES, type GiftCardSaved, type UpdateGiftCardRequest } from '@gv/proto';
import { findActiveGiftCard, updateActiveGiftCard } from '../db/gift-card-repository.js';
import { requireBusinessSlug } from '../domain/business.js';
import { checkGiftCardForm, giftCardMessages } from '../domain/gift-card-rules.js';
import { changedGiftCardFields, giftCardEventPayload, toGiftCardView } from '../domain/gift-card-view.js';
import { GiftCardImages } from '../images/gift-card-images.js';

export const GIFT_CARD_UPDATED_MESSAGE = GIFT_CARD_MESSAGES.updated;

@Injectable()
export class UpdateGiftCardHandler {
  constructor(private readonly store: Store, private readonly images: GiftCardImages) {}

  async execute(request: UpdateGiftCardRequest): Promise<GiftCardSaved> {
    try {
      const businessSlug = requireBusinessSlug(request.businessSlug);
      // Another business's card answers exactly like a missing one.
      const current = await findActiveGiftCard(this.store.db, request.id, businessSlug);
      if (!current) throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
      const { fields, errors } = checkGiftCardForm(request.form ?? {}, { current, locations: request.locations, currency: current.currency });
      // The image is optional on edit: without one the card keeps its picture.
      const image = request.imageKey ? await this.images.prepare(request.imageKey) : undefined;
      if (image && !image.ok) errors.giftCardImg = image.error;
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      // Old images stay: keys are content-addressed and may be shared, and past orders may show them.
      const picture = image?.ok ? await this.images.store(image) : { imageKey: current.imageKey, imageWidths: current.imageWidths };

      const card = await this.store.transaction(async (tx, record) => {
        const update = await updateActiveGiftCard(tx, current.id, businessSlug, { ...fields, ...picture });
        if ('refused' in update) {
          // Cards of this type were sold: its VAT treatment stays (decision 0099).
          if (update.refused === 'vat-locked') throw new ValidationError({ voucherType: VOUCHER_VAT_MESSAGES.vatLocked });
          throw new NotFoundError(giftCardMessages.notFound, 'GIFT_CARD.NOT_FOUND');
        }
        const row = { ...update.row, currency: current.currency };
        await record(newEvent('gift-card.updated', { ...giftCardEventPayload(row), adminId: request.adminId, changedFields: changedGiftCardFields(current, row) }));
        return row;
      });
      return { success: true, message: GIFT_CARD_UPDATED_MESSAGE, giftCard: toGiftCardView(card) };
    } finally {
      await this.images.discard(request.imageKey);
    }
  }
}
