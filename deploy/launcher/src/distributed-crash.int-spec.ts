import type { ServiceName } from '@gv/proto';
import { ApiClient } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { parseMail } from '../../../test/mail';
import { distributedWithSmtp, launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

const SUPER = { email: 'crash-ops@giftcardvault.test', password: 'crash-secret-1' };
const BURST = 60;
const MIDWAY = 30;
/** Test data, not a wait: how long the event stream's server stays dead in the middle of a burst. */
const OUTAGE_MS = 1_000;

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * Separate processes on PostgreSQL, NATS JetStream, Redis and SMTP: service
 * processes killed with SIGKILL and the event stream's NATS server killed in
 * the middle of bursts of writes. Every answered write ends up stored, counted
 * by the analytics projection and emailed, once.
 */
describe('distributed mode under kill -9 of services and of the event stream', () => {
  const distributed = distributedWithSmtp({ SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
  let api: ApiClient;

  beforeAll(async () => {
    api = new ApiClient(distributed.platform.url);
    const login = await api.post('/api/superadmin/login', SUPER);
    api.bearer = login.body.token;
  });

  async function crashAndRestart(service: ServiceName): Promise<void> {
    await distributed.platform.kill(service);
    distributed.platform.startService(service);
  }

  /** BURST concurrent admin creations; `midway` runs once MIDWAY of them were answered 201. Returns the answered emails. */
  async function burst(round: number, midway: () => Promise<void>): Promise<string[]> {
    // Services crashed by the round before are back (a restarted one answers only once it has started).
    await eventually(async () => (await api.get('/api/health')).status === 200, 60_000);
    const answered: string[] = [];
    let disruption: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const email = `admin-${round}-${i}@crash.test`;
        const res = await api.post('/api/superadmin/business-admin', { name: `Admin ${i}`, email, restaurantName: `Crash Diner ${round}-${i}` }).catch(() => undefined);
        if (res?.status !== 201) return;
        answered.push(email);
        if (answered.length === MIDWAY) disruption = midway();
      }),
    );
    expect(disruption).toBeDefined();
    await disruption;
    return answered;
  }

  async function count(query: string): Promise<number> {
    return (await distributed.platform.sql.query(query)).rows[0].n;
  }

  it('stores, projects and emails every answered write once after crashed services and a crashed event stream', async () => {
    const answered = [
      ...(await burst(1, async () => {
        await Promise.all([crashAndRestart('notifications'), crashAndRestart('identity')]);
      })),
      ...(await burst(2, async () => {
        await distributed.busNats.stop();
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
        await distributed.busNats.resume();
      })),
      ...(await burst(3, async () => {
        await Promise.all([crashAndRestart('analytics'), crashAndRestart('notifications')]);
      })),
    ];

    const stored = (await distributed.platform.sql.query("select email from identity.registration_requests where email like '%@crash.test'")).rows.map((row) => row.email as string);
    expect(stored.length).toBeGreaterThanOrEqual(answered.length);
    expect(stored).toEqual(expect.arrayContaining(answered));
    const projected = () => count('select count(*)::int as n from analytics.registration_statuses');
    // Waited for, then asserted, so a failure shows the numbers.
    await eventually(async () => (await projected()) === stored.length, 60_000, 250).catch(() => undefined);
    expect(await projected()).toBe(stored.length);

    // A copy re-sent because a process died between the SMTP server's acceptance and the record of it carries the same Message-ID.
    const invites = () =>
      distributed.smtp.received.map((mail) => ({ to: mail.to[0], ...parseMail(mail.raw), messageId: /^Message-ID: (.*)$/im.exec(mail.raw)?.[1] }))
        .filter((mail) => /account for .* is ready/.test(mail.subject));
    const distinct = () => new Map(invites().map((mail) => [mail.messageId, mail.to]));
    await eventually(() => distinct().size >= stored.length, 90_000, 250).catch(() => undefined);
    // Nothing left in flight (outboxes published, stream consumers caught up, no job queued): nothing more can be sent.
    await eventually(() => distributed.idle(), 60_000, 250);
    expect([...distinct().values()].sort()).toEqual([...stored].sort());
  }, 240_000);
});
