import { Injectable } from '@nestjs/common';
import type { OtpCheck } from '@gv/platform';
import { otpText, REDEEM_MESSAGES, type Acknowledged, type VerifyRedeemOtpRequest } from '@gv/proto';
import { CounterAuthorizations } from '../counter-authorizations/counter-authorizations.js';
import { giftCardNotFound, otpRefused } from '../domain/redeem-errors.js';
import { RedeemOtps } from '../redeem-otps.js';

/**
 * POST /api/v1/admin/verify-otp-redeem: the holder's code, right, becomes a single-use authorization to redeem (or
 * cash out) the amount it was sent for, bound to this card, this business and the admin session that verified it.
 */
@Injectable()
export class VerifyRedeemOtpHandler {
  constructor(private readonly otps: RedeemOtps, private readonly counter: CounterAuthorizations) {}

  async execute(request: VerifyRedeemOtpRequest): Promise<Acknowledged> {
    const otp = otpText(request.otp);
    if (!/^\d{6}$/.test(otp)) throw otpRefused('wrong');
    const card = await this.counter.findCard(request);
    if (!card) throw giftCardNotFound();
    await this.counter.refuseOutsideWindow(card, request);

    let refused: Exclude<OtpCheck, 'ok'> = 'wrong';
    const confirmed = await this.counter.authorize(card, request, async () => {
      const { result, amountCents, purpose } = await this.otps.consume(card.id, otp);
      if (result === 'ok') return { amountCents: amountCents!, purpose: purpose! };
      refused = result;
      return undefined;
    });
    if (!confirmed) throw otpRefused(refused);
    return { success: true, message: REDEEM_MESSAGES.otpVerified };
  }
}
