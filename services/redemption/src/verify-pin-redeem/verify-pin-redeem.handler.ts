import { Inject, Injectable } from '@nestjs/common';
import { KV, now, OTP_POLICY, type KeyValueStore } from '@gv/platform';
import { HOLDER_VERIFICATION_MESSAGES, isHolderPin, type Acknowledged, type VerifyPinRedeemRequest } from '@gv/proto';
import { CounterAuthorizations } from '../counter-authorizations/counter-authorizations.js';
import { counterPurpose, refuseForPurpose } from '../domain/cash-out-rules.js';
import { pinRefused } from '../domain/redeem-errors.js';
import { pinMatches } from '../holder-pins.js';
import { PausedRedemptions } from '../paused-redemptions/paused-redemptions.js';

/**
 * POST /api/v1/admin/verify-pin-redeem (decision 0073): the holder's PIN, typed on the counter's keypad, in place of a
 * code sent to them. The amount and purpose are checked as send-otp-redeem checks them; a right PIN becomes the same
 * single-use authorization a verified code does. Wrong PINs count against the card's and the till's code budgets,
 * and 5 wrong ones lock the PIN for 10 minutes, as 5 wrong tries lock a code.
 */
@Injectable()
export class VerifyPinRedeemHandler {
  constructor(@Inject(KV) private readonly kv: KeyValueStore, private readonly paused: PausedRedemptions, private readonly counter: CounterAuthorizations) {}

  async execute(request: VerifyPinRedeemRequest): Promise<Acknowledged> {
    const { card, amountCents } = await this.paused.counterAmount(request, await this.counter.findCard(request));
    const purpose = counterPurpose(request.purpose);
    refuseForPurpose(card, amountCents, purpose, now());
    await this.counter.refuseOutsideWindow(card, request);
    const pinHash = card.pinHash;
    if (!pinHash) throw pinRefused('none');
    const pin = request.pin;
    if (!isHolderPin(pin)) throw pinRefused('wrong');

    let refused: 'wrong' | 'locked' = 'wrong';
    const triesKey = `redeem-pin-tries:${card.id}`;
    const confirmed = await this.counter.authorize(card, request, async () => {
      // Counted before the comparison, as a code's tries are: concurrent guesses cannot compare more than 5 PINs.
      if ((await this.kv.incr(triesKey, OTP_POLICY.ttlSeconds)) > OTP_POLICY.maxTries) {
        refused = 'locked';
        return undefined;
      }
      if (!(await pinMatches(pinHash, pin))) return undefined;
      await this.kv.del(triesKey);
      return { amountCents, purpose };
    });
    if (!confirmed) throw pinRefused(refused);
    return { success: true, message: HOLDER_VERIFICATION_MESSAGES.pinVerified };
  }
}
