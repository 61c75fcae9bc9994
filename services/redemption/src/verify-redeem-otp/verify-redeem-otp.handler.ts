import { Inject, Injectable } from '@nestjs/common';
import { DB, KV, now, spendAttempt, type Db, type KeyValueStore, type OtpCheck } from '@gv/platform';
import { otpText, REDEEM_MESSAGES, type Acknowledged, type VerifyRedeemOtpRequest } from '@gv/proto';
import { grantAuthorization } from '../db/authorization-repository.js';
import { findBusinessCard } from '../db/card-repository.js';
import { giftCardNotFound, otpRefused } from '../domain/redeem-errors.js';
import { redeemOtpVerifyBudgets } from '../domain/redeem-rules.js';
import { CardSecrets } from '../redemption-keys.js';
import { RedeemOtps } from '../redeem-otps.js';
import { RedemptionWindows } from '../redemption-windows/redemption-windows.js';

/**
 * POST /api/v1/admin/verify-otp-redeem: the holder's code, right, becomes a single-use authorization to redeem (or
 * cash out) the amount it was sent for, bound to this card, this business and the admin session that verified it.
 */
@Injectable()
export class VerifyRedeemOtpHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly secrets: CardSecrets,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly otps: RedeemOtps,
    private readonly windows: RedemptionWindows,
  ) {}

  async execute(request: VerifyRedeemOtpRequest): Promise<Acknowledged> {
    const otp = otpText(request.otp);
    if (!/^\d{6}$/.test(otp)) throw otpRefused('wrong');
    const card = await findBusinessCard(this.db, this.secrets.codes, request.admin.businessSlug, request.qrUniqueCode);
    if (!card) throw giftCardNotFound();
    await this.windows.refuseOutside(card, { at: now(), location: request.location });

    let refused: Exclude<OtpCheck, 'ok'> = 'wrong';
    const confirmed = await spendAttempt(this.kv, redeemOtpVerifyBudgets(card.id, request.ip), async () => {
      const { result, amountCents, purpose } = await this.otps.consume(card.id, otp);
      if (result === 'ok') return { amountCents: amountCents!, purpose: purpose! };
      refused = result;
      return undefined;
    });
    if (confirmed === undefined) throw otpRefused(refused);

    await grantAuthorization(this.db, { card, sessionKey: request.sessionKey, adminId: request.admin.adminId, ...confirmed });
    return { success: true, message: REDEEM_MESSAGES.otpVerified };
  }
}
