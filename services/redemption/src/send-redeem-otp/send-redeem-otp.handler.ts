import { Inject, Injectable } from '@nestjs/common';
import { KV, newEvent, sealSecret, spendCall, Store, type KeyValueStore, now } from '@gv/platform';
import { REDEEM_MESSAGES, type Acknowledged, type SendRedeemOtpRequest } from '@gv/proto';
import { findBusinessCardOrMoved } from '../db/card-repository.js';
import { counterPurpose, refuseForPurpose } from '../domain/cash-out-rules.js';
import { textPhoneOf } from '../domain/holder-verification.js';
import { noPhoneOnFile } from '../domain/redeem-errors.js';
import { redeemOtpSendBudgets } from '../domain/redeem-rules.js';
import { PausedRedemptions } from '../paused-redemptions/paused-redemptions.js';
import { RedemptionWindows } from '../redemption-windows/redemption-windows.js';
import { RedeemOtps } from '../redeem-otps.js';
import { CardSecrets } from '../redemption-keys.js';
import { namedCard } from '../domain/named-card.js';

/**
 * POST /api/v1/admin/send-otp-redeem: a one-time code for spending this amount (or, with purpose `cash-out`, for
 * taking exactly the cash-out the card's law allows now), emailed to the holder recorded at purchase (the recipient of
 * a gift, else the buyer), or with channel `sms` texted to the holder's phone on file (decision 0073). The email in
 * the request is never used: knowing a card's code must not let anyone spend it from their own inbox or phone.
 */
@Injectable()
export class SendRedeemOtpHandler {
  constructor(
    private readonly store: Store,
    private readonly secrets: CardSecrets,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly otps: RedeemOtps,
    private readonly paused: PausedRedemptions,
    private readonly windows: RedemptionWindows,
  ) {}

  async execute(request: SendRedeemOtpRequest): Promise<Acknowledged> {
    const found = await findBusinessCardOrMoved(this.store.db, this.secrets.codes, request.admin.businessSlug, request.qrUniqueCode);
    const { card, amountCents } = await this.paused.counterAmount(request, found);
    const purpose = counterPurpose(request.purpose);
    const phone = request.channel === 'sms' ? textPhoneOf(card) : null;
    if (request.channel === 'sms' && !phone) throw noPhoneOnFile();
    refuseForPurpose(card, amountCents, purpose, now());
    if (purpose === 'redeem') await this.windows.refuseOutside(card, { at: now(), location: request.location });
    await spendCall(this.kv, redeemOtpSendBudgets(card.id, request.ip));

    const code = await this.otps.issue(card.id, amountCents, purpose);
    await this.store.transaction((_tx, record) =>
      record(
        newEvent('gift-card.redeem-otp.requested', {
          v: 1,
          ...namedCard(card),
          amountCents,
          balanceCents: card.balanceCents,
          sealedCode: sealSecret(this.secrets.mail, code, phone ?? card.holderEmail),
          expiresInMinutes: this.otps.expiresInMinutes,
          ...(purpose === 'cash-out' && { purpose }),
          ...(phone && { sms: { to: phone } }),
        }),
      ),
    );
    return { success: true, message: REDEEM_MESSAGES.otpSent };
  }
}
