import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, KV, newToken, openSecret, safeEqual, sealSecret, sha256, spendAttempt, type Db, type KeyValueStore } from '@gv/platform';
import { ACCOUNT_MESSAGES, TWO_STEP_MESSAGES as messages, type AccountRealm, type TwoStepAccount, type TwoStepChallenge, type TwoStepSetup } from '@gv/proto';
import { deleteTwoStep, enableTwoStep, findTwoStep, replaceRecoveryCodes, startTwoStepSetup, takeTwoStepStep, type TwoStepRow } from '../db/two-step-repository.js';
import { newRecoveryCodes, newTwoStepSecret, otpauthUrl, totpStep, twoStepSealContext, typedCode } from '../domain/two-step.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';
import { SessionClock } from './session-clock.js';

/** A sign-in waiting for its code: 5 minutes and 5 codes, as the platform's emailed codes (OTP_POLICY). */
const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_TRIES = 5;

export const CODE_LOCKED = ACCOUNT_MESSAGES.codeLocked;

/** What a challenge stands for until its code comes. */
export interface PendingSignIn {
  realm: AccountRealm;
  accountId: string;
  /** The known-device token the password earned, handed out once the code is right. */
  deviceToken: string;
}

/**
 * Two-step sign-in (decision 0072): the authenticator app's secret and the recovery codes, sealed at rest, and the
 * challenges a right password opens. Every code checked, at sign-in as in the settings, counts against one budget per
 * account: 10 wrong codes in 15 minutes, 30 a day.
 */
@Injectable()
export class TwoStepSignIn {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
    private readonly clock: SessionClock,
  ) {}

  async isEnabled(realm: AccountRealm, accountId: string): Promise<boolean> {
    return (await this.enabledRow(realm, accountId)) !== undefined;
  }

  /** A new secret, in force once confirmed; one started before and never confirmed is replaced. */
  async start(account: TwoStepAccount): Promise<TwoStepSetup> {
    if (await this.isEnabled(account.realm, account.accountId)) throw new DomainError('TWO_STEP.ALREADY_ON', messages.alreadyOn);
    const secret = newTwoStepSecret();
    const secretSealed = sealSecret(this.keys.secrets[0], secret, twoStepSealContext(account.realm, account.accountId));
    await startTwoStepSetup(this.db, account.realm, account.accountId, secretSealed);
    return { success: true, secret, otpauthUrl: otpauthUrl(secret, account.email) };
  }

  /** The setup's first code turns it on; answers the recovery codes, shown this once. */
  async confirm(account: TwoStepAccount, code: unknown): Promise<string[]> {
    const { realm, accountId } = account;
    const pending = await findTwoStep(this.db, realm, accountId);
    if (!pending) throw new DomainError('TWO_STEP.NOT_STARTED', messages.notStarted);
    if (pending.enabledAt) throw new DomainError('TWO_STEP.ALREADY_ON', messages.alreadyOn);
    const step = await this.spendCodeTry(realm, accountId, 'TWO_STEP.WRONG_CODE', async () => totpStep(this.secretOf(pending), typedCode(code), this.clock.now()));
    const recoveryCodes = newRecoveryCodes();
    const confirmed = await enableTwoStep(this.db, pending, { enabledAt: this.clock.now(), lastStep: step, recoveryCodesSealed: this.sealCodes(realm, accountId, recoveryCodes) });
    // Another setup started meanwhile: its QR code is the one to scan.
    if (!confirmed) throw new DomainError('TWO_STEP.NOT_STARTED', messages.notStarted);
    return recoveryCodes;
  }

  async turnOff(realm: AccountRealm, accountId: string): Promise<void> {
    await deleteTwoStep(this.db, realm, accountId);
  }

  /**
   * Checks a code of the app (each time step taken once) or a recovery code (spent by this use) under the account's
   * budget; throws `wrongCode` (or 429 once the budget is spent) for a wrong one: at sign-in AUTH.BAD_CODE (401), in
   * the settings TWO_STEP.WRONG_CODE (400, which signs no one out).
   */
  async checkCode(realm: AccountRealm, accountId: string, code: unknown, wrongCode = 'TWO_STEP.WRONG_CODE'): Promise<void> {
    await this.spendCodeTry(realm, accountId, wrongCode, async () => {
      const row = await this.enabledRow(realm, accountId);
      if (!row) return undefined;
      const typed = typedCode(code);
      const step = totpStep(this.secretOf(row), typed, this.clock.now());
      if (step !== undefined) return (await takeTwoStepStep(this.db, realm, accountId, step)) ? true : undefined;
      return (await this.spendRecoveryCode(row, typed)) ? true : undefined;
    });
  }

  /** After a right password: a single-use challenge that the code completes (no session exists until then). */
  async challenge(pending: PendingSignIn): Promise<TwoStepChallenge> {
    const challenge = newToken();
    await this.kv.set(challengeKey(challenge), JSON.stringify(pending), CHALLENGE_SECONDS);
    return { success: true, twoStepRequired: true, challenge, message: messages.codeAsked };
  }

  /**
   * The sign-in a challenge of this realm stands for, once its code is right; the challenge is then spent. A challenge
   * allows 5 codes, after which the password is needed again.
   */
  async completeChallenge(realm: AccountRealm, challenge: unknown, code: unknown): Promise<PendingSignIn> {
    const key = typeof challenge === 'string' && challenge.length <= 100 ? challengeKey(challenge) : undefined;
    const stored = key ? await this.kv.get(key) : null;
    const pending = stored ? (JSON.parse(stored) as PendingSignIn) : undefined;
    if (!key || !stored || pending?.realm !== realm) throw new DomainError('AUTH.CHALLENGE_EXPIRED', messages.challengeExpired);
    if ((await this.kv.incr(`${key}:tries`, CHALLENGE_SECONDS)) > CHALLENGE_TRIES) {
      await this.kv.del(key);
      throw new DomainError('AUTH.CODE_LOCKED', CODE_LOCKED);
    }
    await this.checkCode(realm, pending.accountId, code, 'AUTH.BAD_CODE');
    // Single use: of two right codes sent at once, one signs in.
    if (!(await this.kv.delIfEquals(key, stored))) throw new DomainError('AUTH.CHALLENGE_EXPIRED', messages.challengeExpired);
    return pending;
  }

  private async spendCodeTry<T>(realm: AccountRealm, accountId: string, wrongCode: string, attempt: () => Promise<T | undefined>): Promise<T> {
    const budgets = [
      { key: `two-step:${realm}:${accountId}`, max: 10, windowSeconds: 15 * 60 },
      { key: `two-step:${realm}:${accountId}`, max: 30, windowSeconds: 24 * 3600 },
    ];
    const result = await spendAttempt(this.kv, budgets, attempt);
    if (result === undefined) throw new DomainError(wrongCode, messages.wrongCode, { code: messages.wrongCode });
    return result;
  }

  private async enabledRow(realm: AccountRealm, accountId: string) {
    const row = await findTwoStep(this.db, realm, accountId);
    return row?.enabledAt ? row : undefined;
  }

  /** Removes the code from the account's list, only while the list is still the one read. */
  private async spendRecoveryCode(row: TwoStepRow, typed: string): Promise<boolean> {
    if (!row.recoveryCodesSealed || typed.length !== 10) return false;
    const codes = JSON.parse(openSecret(this.keys.secrets, row.recoveryCodesSealed, twoStepSealContext(row.realm, row.accountId))) as string[];
    const used = codes.find((candidate) => safeEqual(typedCode(candidate), typed));
    if (!used) return false;
    const left = codes.filter((candidate) => candidate !== used);
    return replaceRecoveryCodes(this.db, row, row.recoveryCodesSealed, this.sealCodes(row.realm, row.accountId, left));
  }

  private secretOf(row: TwoStepRow): string {
    return openSecret(this.keys.secrets, row.secretSealed, twoStepSealContext(row.realm, row.accountId));
  }

  private sealCodes(realm: AccountRealm, accountId: string, codes: string[]): string {
    return sealSecret(this.keys.secrets[0], JSON.stringify(codes), twoStepSealContext(realm, accountId));
  }
}

/** Only the challenge's hash names its key: the store never holds a usable challenge. */
const challengeKey = (challenge: string) => `two-step-challenge:${sha256(challenge)}`;
