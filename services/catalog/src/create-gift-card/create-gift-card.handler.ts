import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, OUTBOX, ValidationError, newEvent, type Db, type Outbox } from '@gv/platform';
import type { CreateGiftCardRequest, GiftCardSaved } from '@gv/proto';
import { insertGiftCard } from '../db/gift-card-repository.js';
import { requireBusinessSlug } from '../domain/business.js';
import { checkGiftCardForm } from '../domain/gift-card-rules.js';
import { giftCardEventPayload, toGiftCardView } from '../domain/gift-card-view.js';
import { GiftCardImages } from '../images/gift-card-images.js';

export const GIFT_CARD_CREATED_MESSAGE = 'Gift Card Created Successfully';

@Injectable()
export class CreateGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly images: GiftCardImages,
  ) {}

  async execute(request: CreateGiftCardRequest): Promise<GiftCardSaved> {
    try {
      const businessSlug = requireBusinessSlug(request.businessSlug);
      const { fields, errors } = checkGiftCardForm(request.form ?? {});
      const image = await this.images.prepare(request.imageKey);
      if (!image.ok) errors.giftCardImg = image.error;
      if (!image.ok || Object.keys(errors).length > 0) throw new ValidationError(errors);
      const { imageKey, imageWidths } = await this.images.store(image);

      const card = await this.db.transaction(async (tx) => {
        const row = await insertGiftCard(tx, { id: randomUUID(), businessSlug, ...fields, imageKey, imageWidths, status: 'active' });
        await this.outbox.add(tx, [newEvent('gift-card.created', { ...giftCardEventPayload(row), adminId: request.adminId })]);
        return row;
      });
      this.outbox.flushSoon();
      return { success: true, message: GIFT_CARD_CREATED_MESSAGE, giftCard: toGiftCardView(card) };
    } finally {
      await this.images.discard(request.imageKey);
    }
  }
}
