import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { RedemptionRpc, type CardActionRequest, type CardActivity } from '@gv/proto';
import { activityRowsOf } from '../db/card-action-repository.js';
import { findBusinessCard } from '../db/card-repository.js';
import { cardActivity } from '../domain/card-activity.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';
import { CARD_CODE_KEYS, type CardCodeKeys } from '../redemption-keys.js';

/** GET /api/v1/admin/issued-cards/{code}/activity: everything that happened to one of the business's cards, with why and by whom. */
@Controller()
export class CardActivityRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CARD_CODE_KEYS) private readonly codeKeys: CardCodeKeys,
  ) {}

  @RpcHandler(RedemptionRpc.cardActivity)
  async activity(request: CardActionRequest): Promise<CardActivity> {
    const card = await findBusinessCard(this.db, this.codeKeys, request.admin.businessSlug, request.code);
    if (!card) throw giftCardNotFound();
    return { activity: cardActivity(await activityRowsOf(this.db, card.id)) };
  }
}
