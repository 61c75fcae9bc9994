import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { databaseEnvs } from '../../../../test/databases';
import { serviceAlone } from '../../../../test/service-alone';
import { findPassChange, recordPassChange } from '../db/pass-change-repository';
import { walletService } from '../index';
import { UpdatePassesWorker } from './update-passes.worker';

describe.each(databaseEnvs)("a card's pass changes (wallet alone on %s)", (_engine, openDatabase) => {
  const wallet = serviceAlone(walletService, openDatabase, 'gv-wallet-changes-');

  it('each change gets a higher tag and a later whole second; a move older than the recorded one keeps the newer balance', async () => {
    const db = wallet.db();
    const cardId = randomUUID();
    const first = await recordPassChange(db, { cardId, balance: { cents: 2500, at: '2030-01-01T10:00:02.000Z' } });
    const before = (await findPassChange(db, cardId))!;
    expect(before.modifiedAt.getMilliseconds()).toBe(0);
    expect(before.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 1000);

    // An older redemption's event delivered late, then a status change without a balance.
    const second = await recordPassChange(db, { cardId, balance: { cents: 3000, at: '2030-01-01T10:00:01.000Z' } });
    const third = await recordPassChange(db, { cardId });
    const after = (await findPassChange(db, cardId))!;
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
    expect(after).toMatchObject({ tag: third, balanceCents: 2500, balanceAt: new Date('2030-01-01T10:00:02.000Z') });
    expect(after.modifiedAt.getTime()).toBeGreaterThanOrEqual(before.modifiedAt.getTime() + 2000);
  });

  it('an update that starts before its change commits waits for the commit', async () => {
    const worker = wallet.service().app.get(UpdatePassesWorker);
    const cardId = randomUUID();
    const pushed = worker.update({ cardId, tag: 1, google: true });
    await setTimeout(100);
    await recordPassChange(wallet.db(), { cardId, balance: { cents: 1000, at: new Date().toISOString() } });
    await expect(pushed).resolves.toBeUndefined();
  });

  it('an update whose change is not committed after a moment fails, for the queue to try again', async () => {
    const worker = wallet.service().app.get(UpdatePassesWorker);
    const cardId = randomUUID();
    await expect(worker.update({ cardId, tag: 1 })).rejects.toThrow(/not committed yet/);
    const tag = await recordPassChange(wallet.db(), { cardId, balance: { cents: 1000, at: new Date().toISOString() } });
    await expect(worker.update({ cardId, tag: tag + 1, google: true })).rejects.toThrow(/not committed yet/);
    await expect(worker.update({ cardId, tag, google: true })).resolves.toBeUndefined();
  });
});
