import { Inject, Injectable } from '@nestjs/common';
import { DB, now, type Db } from '@gv/platform';
import type { ReloadTarget, ReloadTargetRequest } from '@gv/proto';
import { isBusinessLive } from '../db/business-repository.js';
import { findBusinessCardOrMoved } from '../db/card-repository.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';
import { CardSecrets } from '../redemption-keys.js';
import { reloadRefusal } from './reload-rules.js';

/** For orders, before a reload is charged: the business's card with this code, when it may take a reload now. */
@Injectable()
export class ReloadTargetHandler {
  constructor(@Inject(DB) private readonly db: Db, private readonly secrets: CardSecrets) {}

  async execute(request: ReloadTargetRequest): Promise<ReloadTarget> {
    const card = typeof request.businessSlug === 'string' ? await findBusinessCardOrMoved(this.db, this.secrets.codes, request.businessSlug, request.code) : undefined;
    if (!card) throw giftCardNotFound();
    const refusal = reloadRefusal(card, card.testCard && (await isBusinessLive(this.db, card.businessSlug)), now());
    if (refusal) throw refusal;
    return { cardId: card.id, testCard: card.testCard, giftCardId: card.giftCardId, giftCardName: card.giftCardName, expirationDate: card.expirationDate, currency: card.currency };
  }
}
