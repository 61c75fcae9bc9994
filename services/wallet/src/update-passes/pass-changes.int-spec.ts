import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { LOGGER, runSql, type Logger } from '@gv/platform';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { serviceAlone } from '../../../../test/service-alone';
import type { ApplePush } from '../apple/apple-push';
import { findPassChange, recordPassChange } from '../db/pass-change-repository';
import { pushTokensOf, registerDevice } from '../db/registration-repository';
import { googleObjectId } from '../domain/pass-content';
import type { GiftCardObjectPatch, GoogleWalletObjects } from '../google/google-wallet-objects';
import { walletService } from '../index';
import { WALLET_CREDENTIALS, type WalletCredentials } from '../signing/wallet-credentials';
import { PassUpdater } from './pass-updater';

/** Google's Wallet API as the updater sees it: each patch kept; it can refuse, or hold patches until released. */
class GoogleStandIn implements GoogleWalletObjects {
  readonly patches: { objectId: string; patch: GiftCardObjectPatch }[] = [];
  refusing = false;
  held?: Promise<void>;
  arrived = 0;

  async patchGiftCard(objectId: string, patch: GiftCardObjectPatch): Promise<boolean> {
    this.arrived++;
    await this.held;
    if (this.refusing) throw new Error('Google Wallet API answered 503');
    this.patches.push({ objectId, patch });
    return true;
  }
}

/** APNs as the updater sees it: each push kept; the tokens in `gone` are answered as no longer valid. */
class ApnsStandIn implements ApplePush {
  readonly pushes: { topic: string; pushTokens: string[] }[] = [];
  gone: string[] = [];

  notify(topic: string, pushTokens: string[]): Promise<string[]> {
    this.pushes.push({ topic, pushTokens });
    return Promise.resolve(pushTokens.filter((token) => this.gone.includes(token)));
  }
}

describe.each(databaseEnvs)("a card's pass changes (wallet alone on %s)", (_engine, openDatabase) => {
  const wallet = serviceAlone(walletService, openDatabase, 'gv-wallet-changes-');
  let credentials: WalletCredentials;
  const updaterWith = (google: GoogleWalletObjects, push: ApplePush = new ApnsStandIn()) =>
    new PassUpdater(wallet.db(), push, google, credentials, wallet.service().app.get<Logger>(LOGGER));
  const patchesOf = (google: GoogleStandIn, cardId: string) =>
    google.patches.filter((each) => each.objectId === googleObjectId(credentials.google.issuerId, cardId)).map((each) => each.patch);
  const balanceMove = (cents: number, at = new Date().toISOString()) => ({ cents, at, currency: 'USD' });
  const updateState = async (cardId: string) =>
    (
      await runSql<{ due: boolean; dueLater: boolean; googleDue: boolean; attempts: number; error: string | null }>(
        wallet.db(),
        sql`select update_due_at is not null as due, update_due_at > now() as "dueLater", google_due as "googleDue", update_attempts as attempts,
          update_error as error
          from wallet.pass_changes where card_id = ${cardId}`,
      )
    )[0];

  beforeAll(async () => {
    credentials = wallet.service().app.get(WALLET_CREDENTIALS);
    // The service's own updater stops: each test runs its updaters' turns itself.
    await wallet.service().app.get(PassUpdater).onApplicationShutdown();
  });

  it('each change gets a higher tag and a later whole second; a move older than the recorded one keeps the newer balance', async () => {
    const db = wallet.db();
    const cardId = randomUUID();
    const first = await recordPassChange(db, { cardId, balance: balanceMove(2500, '2030-01-01T10:00:02.000Z') });
    const before = (await findPassChange(db, cardId))!;
    expect(before.modifiedAt.getMilliseconds()).toBe(0);
    expect(before.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 1000);

    // An older redemption's event delivered late, then a status change without a balance.
    const second = await recordPassChange(db, { cardId, balance: balanceMove(3000, '2030-01-01T10:00:01.000Z') });
    const third = await recordPassChange(db, { cardId });
    const after = (await findPassChange(db, cardId))!;
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
    expect(after).toMatchObject({ tag: third, balanceCents: 2500, balanceAt: new Date('2030-01-01T10:00:02.000Z') });
    expect(after.modifiedAt.getTime()).toBeGreaterThanOrEqual(before.modifiedAt.getTime() + 2000);
  });

  it("changes close together make one update with the latest balance; a change Google does not show pushes to Apple alone; a token APNs no longer knows is forgotten", async () => {
    const db = wallet.db();
    const cardId = randomUUID();
    const topic = credentials.apple.passTypeIdentifier;
    await registerDevice(db, { deviceLibraryIdentifier: `device-${cardId}`, passTypeIdentifier: topic, serialHash: `hash-${cardId}`, serialSealed: 'sealed', cardId, pushToken: `token-${cardId}` });
    const google = new GoogleStandIn();
    const apns = new ApnsStandIn();
    const updater = updaterWith(google, apns);
    const pushesOf = () => apns.pushes.filter((push) => push.pushTokens.includes(`token-${cardId}`));

    await recordPassChange(db, { cardId, balance: balanceMove(4000) });
    await recordPassChange(db, { cardId, balance: balanceMove(3000) });
    await recordPassChange(db, { cardId });
    while (await updater.turn());
    expect(patchesOf(google, cardId)).toEqual([expect.objectContaining({ balance: { micros: 30_000_000, currencyCode: 'USD' }, state: 'ACTIVE' })]);
    expect(pushesOf()).toEqual([{ topic, pushTokens: [`token-${cardId}`] }]);
    expect(await updateState(cardId)).toMatchObject({ due: false, googleDue: false, attempts: 0 });
    await updater.turn();
    expect(pushesOf()).toHaveLength(1);

    // A refund whose value the event does not say: the Apple pass asks the ledger; Google's object has nothing new.
    apns.gone = [`token-${cardId}`];
    await recordPassChange(db, { cardId });
    while (await updater.turn());
    expect(pushesOf()).toHaveLength(2);
    expect(patchesOf(google, cardId)).toHaveLength(1);
    expect(await pushTokensOf(db, [cardId], topic)).toEqual(new Map());
  });

  it('a change recorded while its card is being updated is updated after that update, by whichever updater takes it next', async () => {
    const db = wallet.db();
    const cardId = randomUUID();
    const google = new GoogleStandIn();
    let release!: () => void;
    google.held = new Promise((resolve) => (release = resolve));
    const first = updaterWith(google);
    const second = updaterWith(google);

    await recordPassChange(db, { cardId, balance: balanceMove(5000) });
    const turn = first.turn();
    await eventually(() => google.arrived > 0);
    await recordPassChange(db, { cardId, balance: balanceMove(1000) });
    await second.turn();
    expect(google.arrived).toBe(1);

    release();
    await turn;
    expect(await updateState(cardId)).toMatchObject({ due: true, dueLater: false, googleDue: true });
    while (await second.turn());
    expect(patchesOf(google, cardId).map((patch) => patch.balance?.micros)).toEqual([50_000_000, 10_000_000]);
    expect(await updateState(cardId)).toMatchObject({ due: false });
  });

  it("a failed update is tried again after a wait, Google's part kept, and counts its attempts until one succeeds", async () => {
    const db = wallet.db();
    const cardId = randomUUID();
    const google = new GoogleStandIn();
    const updater = updaterWith(google);
    google.refusing = true;

    await recordPassChange(db, { cardId, balance: balanceMove(2000) });
    while (await updater.turn());
    expect(await updateState(cardId)).toMatchObject({ due: true, dueLater: true, googleDue: true, attempts: 1, error: 'Google Wallet API answered 503' });
    // Counted as a failed job would be: on the operations page and in giftcard_jobs.
    expect(await updater.counts()).toEqual([{ queue: 'wallet-pass-updates', waiting: 0, active: 0, failed: 1 }]);
    // An Apple-only change meanwhile waits with it.
    await recordPassChange(db, { cardId });
    await updater.turn();
    expect(await updateState(cardId)).toMatchObject({ dueLater: true, googleDue: true, attempts: 1 });

    google.refusing = false;
    await eventually(async () => (await updater.turn(), patchesOf(google, cardId).length > 0), 10_000, 200);
    expect(patchesOf(google, cardId)).toEqual([expect.objectContaining({ balance: { micros: 20_000_000, currencyCode: 'USD' } })]);
    expect(await updateState(cardId)).toMatchObject({ due: false, googleDue: false, attempts: 0, error: null });
    expect(await updater.counts()).toEqual([{ queue: 'wallet-pass-updates', waiting: 0, active: 0, failed: 0 }]);
  });

  it("two updaters at once update each card once; one that dies holding cards leaves them to another when its lease ends", async () => {
    const db = wallet.db();
    const cardIds = Array.from({ length: 40 }, () => randomUUID());
    for (const cardId of cardIds) await recordPassChange(db, { cardId, balance: balanceMove(1500) });
    const google = new GoogleStandIn();
    const drain = async (updater: PassUpdater) => {
      while (await updater.turn());
    };
    await Promise.all([drain(updaterWith(google)), drain(updaterWith(google)), drain(updaterWith(google))]);
    expect(cardIds.map((cardId) => patchesOf(google, cardId).length)).toEqual(cardIds.map(() => 1));

    const dying = new GoogleStandIn();
    dying.held = new Promise(() => {});
    const cardId = randomUUID();
    await recordPassChange(db, { cardId, balance: balanceMove(700) });
    void updaterWith(dying).turn();
    await eventually(() => dying.arrived > 0);
    const next = new GoogleStandIn();
    await updaterWith(next).turn();
    expect(patchesOf(next, cardId)).toHaveLength(0);
    expect(await updaterWith(next).counts()).toEqual([{ queue: 'wallet-pass-updates', waiting: 0, active: 1, failed: 0 }]);

    // The lease's minute, passed.
    await runSql(db, sql`update wallet.pass_changes set update_due_at = now() where card_id = ${cardId}`);
    await setTimeout(10);
    await updaterWith(next).turn();
    expect(patchesOf(next, cardId)).toEqual([expect.objectContaining({ balance: { micros: 7_000_000, currencyCode: 'USD' } })]);
  });
});
