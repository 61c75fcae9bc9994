import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { ApiClient } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { distributedWithSmtp, launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

const SUPER = { email: 'ops@giftcardvault.test', password: 'super-secret-1' };

/**
 * How long the platform is watched, with its event stream down, for an email or a published event that must not come.
 * Not a wait for anything: the outbox relay that keeps failing runs in another process and records no attempt, so
 * there is no state to wait on.
 */
const QUIET_WINDOW_MS = 1_500;

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * The proving flow with every service and the gateway as separate processes on
 * PostgreSQL, NATS JetStream, Redis and SMTP, two replicas per service.
 * Request-reply and the event stream use separate NATS servers so the test can
 * stop the event stream's server while the API keeps answering.
 */
describe('distributed mode (separate processes, real engines)', () => {
  const distributed = distributedWithSmtp({ SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, LOG_LEVEL: 'warn' }, 2);
  let api: ApiClient;
  let sql: pg.Client;

  beforeAll(() => {
    api = new ApiClient(distributed.platform.url);
    sql = distributed.platform.sql;
  });

  async function stats() {
    const root = new ApiClient(api.baseUrl);
    root.bearer = (await root.post('/api/superadmin/login', SUPER)).body.token;
    return (await root.get('/api/superadmin/stats')).body.stats as { total: number; pending: number };
  }

  const interest = (email: string) => ({ businessName: 'Harbor Grill', businessType: 'Restaurant', contactName: 'Sam', email });

  it('aggregates the health of every service and its engines', async () => {
    const health = await api.get('/api/health');
    expect(health.body.ok).toBe(true);
    expect(health.body.services.map((s: { service: string }) => s.service).sort()).toEqual(
      ['analytics', 'catalog', 'identity', 'notifications', 'orders', 'redemption', 'wallet'],
    );
  });

  it('stores the request, emails the contact once over SMTP and counts it in the projection', async () => {
    const res = await api.post('/api/v1/admin/registration-interest', interest('first@harbor.test'));
    expect(res.status).toBe(201);
    const stored = await sql.query('select status from identity.registration_requests where email = $1', ['first@harbor.test']);
    expect(stored.rows).toEqual([{ status: 'pending' }]);
    await eventually(() => distributed.smtp.received.some((m) => m.to.includes('first@harbor.test')), 15_000);
    await eventually(async () => (await stats()).total === 1, 15_000);
    await eventually(distributed.idle, 30_000, 250);
    expect(distributed.smtp.received.filter((m) => m.to.includes('first@harbor.test'))).toHaveLength(1);
  });

  it('answers 201 while the event stream is down and delivers email and projection once it is back', async () => {
    await distributed.busNats.stop();
    const res = await api.post('/api/v1/admin/registration-interest', interest('outage@harbor.test'));
    expect(res.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    expect(distributed.smtp.received.some((m) => m.to.includes('outage@harbor.test'))).toBe(false);
    const unpublished = await sql.query('select count(*)::int as n from identity.outbox where published_at is null');
    expect(unpublished.rows[0].n).toBeGreaterThan(0);
    await distributed.busNats.resume();
    await eventually(() => distributed.smtp.received.some((m) => m.to.includes('outage@harbor.test')), 45_000, 250);
    await eventually(async () => (await stats()).total === 2, 30_000, 250);
  }, 90_000);

  it('ignores a replayed event: no second email, no second count', async () => {
    const { rows } = await sql.query(
      "select id, type, payload, occurred_at from identity.outbox where type = 'registration.requested' and payload->>'email' = 'first@harbor.test'",
    );
    const envelope = { id: rows[0].id, type: rows[0].type, occurredAt: new Date(rows[0].occurred_at).toISOString(), payload: rows[0].payload };
    const nc = await connect({ servers: distributed.busNats.url });
    // Published without a message id, so JetStream's dedup does not hide it: only the inboxes can.
    for (let i = 0; i < 2; i++) await nc.request(`GV_EVENTS.${envelope.type}`, new TextEncoder().encode(JSON.stringify(envelope)), { timeout: 10_000 });
    await nc.close();
    // Both copies handled (acknowledged by every consumer) and no email job left: a second email could no longer come.
    await eventually(distributed.idle, 30_000, 250);
    expect(distributed.smtp.received.filter((m) => m.to.includes('first@harbor.test'))).toHaveLength(1);
    expect((await stats()).total).toBe(2);
  });

  it('answers 400 with the field messages to bad input and stores nothing', async () => {
    const before = await sql.query('select count(*)::int as n from identity.registration_requests');
    const res = await api.post('/api/v1/admin/registration-interest', { businessName: '', email: 'nope', id: randomUUID() });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('Please enter a valid email address');
    const after = await sql.query('select count(*)::int as n from identity.registration_requests');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
