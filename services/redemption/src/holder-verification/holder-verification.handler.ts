import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DomainError, KV, newEvent, OtpStore, sealSecret, spendAttempt, spendCall, ValidationError, Store, type KeyRing, type KeyValueStore } from '@gv/platform';
import {
  giftCardCodeFromScan,
  HOLDER_VERIFICATION_MESSAGES as messages,
  isHolderChange,
  isHolderPin,
  otpText,
  phoneForTexts,
  type Acknowledged,
  type HolderChange,
  type SendHolderCodeRequest,
  type SetHolderPhoneRequest,
  type SetHolderPinRequest,
} from '@gv/proto';
import { findCardByCode } from '../db/card-repository.js';
import { setHolderPhone, setHolderPin } from '../db/card-holder-repository.js';
import type { IssuedCardRow } from '../db/schema.js';
import { giftCardNotFound, refuseWhileGiftWaits } from '../domain/redeem-errors.js';
import { hashPin } from '../holder-pins.js';
import { CardSecrets, codeLookupHashes, OTP_KEY, sealPin } from '../redemption-keys.js';
import { namedCard } from '../domain/named-card.js';

const HOUR = 3600;

/** Confirmation codes: 5 an hour per card, 20 per client. */
const sendBudgets = (cardId: string, ip: string | undefined) => [
  { key: `holder-code-send:card:${cardId}`, max: 5, windowSeconds: HOUR },
  { key: `holder-code-send:client:${clientKey(ip)}`, max: 20, windowSeconds: HOUR },
];
/** Wrong confirmation codes: 10 per card and 50 per client in 10 minutes (besides 5 tries per code). */
const verifyBudgets = (cardId: string, ip: string | undefined) => [
  { key: `holder-code-verify:card:${cardId}`, max: 10, windowSeconds: 600 },
  { key: `holder-code-verify:client:${clientKey(ip)}`, max: 50, windowSeconds: 600 },
];

const codeRefused = () => new DomainError('HOLDER_CODE.INVALID', messages.codeInvalid);

/**
 * The holder page's set-up of the counter's confirmation (decision 0073): a phone for codes by text, or a PIN. Knowing
 * the card's code is not enough to change either: each change needs a code emailed to the holder recorded at purchase
 * (the recipient of a gift, else the buyer), for that change, single use, 10 minutes. The PIN is kept as its argon2id
 * hash only (an unnamed corporate card's, printed on its sheet, also sealed so the sheet can be printed again).
 */
@Injectable()
export class HolderVerificationHandler {
  private readonly codes: OtpStore;

  constructor(
    private readonly store: Store,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly secrets: CardSecrets,
    @Inject(OTP_KEY) otpKeys: KeyRing,
  ) {
    this.codes = new OtpStore(kv, otpKeys, 'holder-change');
  }

  async sendCode(request: SendHolderCodeRequest): Promise<Acknowledged> {
    const change = request.change;
    if (!isHolderChange(change)) throw new ValidationError({ change: messages.changeKind });
    const card = await this.cardOf(request.code);
    refuseWhileGiftWaits(card);
    await spendCall(this.kv, sendBudgets(card.id, request.ip));
    const code = await this.codes.issue(`${card.id}.${change}`);
    const sealedCode = sealSecret(this.secrets.mail, code, card.holderEmail);
    const expiresInMinutes = this.codes.policy.ttlSeconds / 60;
    await this.store.transaction((_tx, record) =>
      record(newEvent('gift-card.holder-code.requested', { v: 1, ...namedCard(card), change, sealedCode, expiresInMinutes })),
    );
    return { success: true, message: messages.codeSent };
  }

  async setPhone(request: SetHolderPhoneRequest): Promise<Acknowledged> {
    const phone = phoneForTexts(request.phone);
    if (!phone) throw new ValidationError({ phone: messages.phoneFormat });
    const card = await this.confirmed(request, 'phone');
    await setHolderPhone(this.store.db, card.id, phone);
    return { success: true, message: messages.phoneSaved };
  }

  async setPin(request: SetHolderPinRequest): Promise<Acknowledged> {
    const pin = request.pin;
    if (!isHolderPin(pin)) throw new ValidationError({ pin: messages.pinFormat });
    const card = await this.confirmed(request, 'pin');
    const pinHash = await hashPin(pin);
    // A printed PIN (an unnamed corporate card) stays printable as the one that works now.
    await setHolderPin(this.store.db, card.id, { pinHash, ...(card.pinSealed !== null && { pinSealed: sealPin(this.secrets.codes, card.id, pin) }) });
    return { success: true, message: messages.pinSaved };
  }

  /** The card, once the code emailed for this change is right (consumed). */
  private async confirmed(request: { code?: unknown; confirmationCode?: unknown; ip?: string }, change: HolderChange): Promise<IssuedCardRow> {
    const card = await this.cardOf(request.code);
    const code = otpText(request.confirmationCode);
    if (!/^\d{6}$/.test(code)) throw codeRefused();
    const ok = await spendAttempt(this.kv, verifyBudgets(card.id, request.ip), async () => ((await this.codes.consume(`${card.id}.${change}`, code)) === 'ok' ? true : undefined));
    if (!ok) throw codeRefused();
    return card;
  }

  private async cardOf(typed: unknown): Promise<IssuedCardRow> {
    const code = typeof typed === 'string' ? giftCardCodeFromScan(typed) : null;
    const card = code ? await findCardByCode(this.store.db, codeLookupHashes(this.secrets.codes, code)) : undefined;
    if (!card) throw giftCardNotFound();
    return card;
  }
}
