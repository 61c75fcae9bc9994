import type { Db } from '@gv/platform';
import type { CardActionRequest, CardActivity } from '@gv/proto';
import { activityRowsOf } from '../db/card-action-repository.js';
import { findBusinessCard } from '../db/card-repository.js';
import { cardActivity } from '../domain/card-activity.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';
import type { CardSecrets } from '../redemption-keys.js';

/** GET /api/v1/admin/issued-cards/{code}/activity: everything that happened to one of the business's cards, with why and by whom. */
export async function cardActivityOf(db: Db, { codes }: CardSecrets, request: CardActionRequest): Promise<CardActivity> {
  const card = await findBusinessCard(db, codes, request.admin.businessSlug, request.code);
  if (!card) throw giftCardNotFound();
  return { currency: card.currency, activity: cardActivity(await activityRowsOf(db, card.id), card.currency) };
}
