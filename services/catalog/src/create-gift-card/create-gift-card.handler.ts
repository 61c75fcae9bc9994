import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Store, ValidationError, newEvent } from '@gv/platform';
import { GIFT_CARD_MESSAGES, type CreateGiftCardRequest, type GiftCardSaved } from '@gv/proto';
import { businessCurrency } from '../db/business-name-repository.js';
import { insertGiftCard } from '../db/gift-card-repository.js';
import { requireBusinessSlug } from '../domain/business.js';
import { checkGiftCardForm } from '../domain/gift-card-rules.js';
import { giftCardEventPayload, toGiftCardView } from '../domain/gift-card-view.js';
import { GiftCardImages } from '../images/gift-card-images.js';

export const GIFT_CARD_CREATED_MESSAGE = GIFT_CARD_MESSAGES.created;

@Injectable()
export class CreateGiftCardHandler {
  constructor(private readonly store: Store, private readonly images: GiftCardImages) {}

  async execute(request: CreateGiftCardRequest): Promise<GiftCardSaved> {
    try {
      const businessSlug = requireBusinessSlug(request.businessSlug);
      const currency = await businessCurrency(this.store.db, businessSlug);
      const { fields, errors } = checkGiftCardForm(request.form ?? {}, { locations: request.locations, currency });
      const image = await this.images.prepare(request.imageKey);
      if (!image.ok) errors.giftCardImg = image.error;
      if (!image.ok || Object.keys(errors).length > 0) throw new ValidationError(errors);
      const { imageKey, imageWidths } = await this.images.store(image);

      const card = await this.store.transaction(async (tx, record) => {
        const row = { ...(await insertGiftCard(tx, { id: randomUUID(), businessSlug, ...fields, imageKey, imageWidths, status: 'active' })), currency };
        await record(newEvent('gift-card.created', { ...giftCardEventPayload(row), adminId: request.adminId }));
        return row;
      });
      return { success: true, message: GIFT_CARD_CREATED_MESSAGE, giftCard: toGiftCardView(card) };
    } finally {
      await this.images.discard(request.imageKey);
    }
  }
}
