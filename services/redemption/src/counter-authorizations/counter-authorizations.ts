import { Inject, Injectable } from '@nestjs/common';
import { DB, KV, now, spendAttempt, type Db, type KeyValueStore } from '@gv/platform';
import type { CounterPurpose, CounterRequest } from '@gv/proto';
import { grantAuthorization } from '../db/authorization-repository.js';
import { findBusinessCard } from '../db/card-repository.js';
import type { IssuedCard } from '../db/schema.js';
import { redeemOtpVerifyBudgets } from '../domain/redeem-rules.js';
import { CardSecrets } from '../redemption-keys.js';
import { RedemptionWindows } from '../redemption-windows/redemption-windows.js';

/** A verification asked at the counter: the card by its scanned code, and the holder's proof. */
type VerifyRequest = CounterRequest & { qrUniqueCode?: unknown };

/** What the holder confirmed with a right proof. */
export interface Confirmed {
  amountCents: number;
  purpose: CounterPurpose;
}

/**
 * The steps the counter's holder verifications share (a code sent to the holder, or their PIN): the business's card by
 * its code, refused outside its redemption window; each proof spends the card's and the till's verify budgets, and a
 * right one becomes a single-use authorization of the admin session that verified it.
 */
@Injectable()
export class CounterAuthorizations {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly secrets: CardSecrets,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly windows: RedemptionWindows,
  ) {}

  /** The card of the admin's business with the scanned code; undefined: none. */
  findCard(request: VerifyRequest): Promise<IssuedCard | undefined> {
    return findBusinessCard(this.db, this.secrets.codes, request.admin.businessSlug, request.qrUniqueCode);
  }

  refuseOutsideWindow(card: IssuedCard, request: VerifyRequest): Promise<void> {
    return this.windows.refuseOutside(card, { at: now(), location: request.location });
  }

  /** Whether `verify` confirmed (it answers undefined to a wrong proof); if so the session is authorized for what it confirmed. */
  async authorize(card: IssuedCard, request: VerifyRequest, verify: () => Promise<Confirmed | undefined>): Promise<boolean> {
    const confirmed = await spendAttempt(this.kv, redeemOtpVerifyBudgets(card.id, request.ip), verify);
    if (!confirmed) return false;
    await grantAuthorization(this.db, { card, sessionKey: request.sessionKey, adminId: request.admin.adminId, ...confirmed });
    return true;
  }
}
