import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AnyEventEnvelope } from '@gv/proto';
import { ApiClient } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { freePort, outsideAddress } from '../../../test/peers';
import { readMailbox } from '../../../test/mail';
import { embeddedPlatformIdle } from '../../../test/wait-idle';
import { startAllInOne, type AllInOne } from './all-in-one';

const SUPER = { SUPERADMIN_EMAIL: 'boot@giftcardvault.test', SUPERADMIN_PASSWORD: 'boot-secret-1' };

describe('all-in-one mode (one process, embedded engines)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-aio-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...SUPER };
  let app: AllInOne;

  beforeAll(async () => {
    env.METRICS_PORT = String(await freePort());
    app = await startAllInOne(env);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function stats(baseUrl: string) {
    const root = new ApiClient(baseUrl);
    const login = await root.post('/api/superadmin/login', { email: SUPER.SUPERADMIN_EMAIL, password: SUPER.SUPERADMIN_PASSWORD });
    root.bearer = login.body.token;
    return (await root.get('/api/superadmin/stats')).body.stats;
  }

  it('stores the request, writes the email as .eml and counts it; a replayed event changes nothing', async () => {
    const api = new ApiClient(app.url);
    const res = await api.post('/api/v1/admin/registration-interest', {
      businessName: 'Seaside Suites',
      businessType: 'Hotel',
      contactName: 'Lee',
      email: 'lee@seaside.test',
    });
    expect(res.status).toBe(201);
    await eventually(() => readMailbox(dataDir).some((mail) => mail.to.includes('lee@seaside.test')), 30_000);
    await eventually(async () => (await stats(app.url)).total === 1, 30_000);

    const result = await app.runtime.database.db.execute(
      sql`select id, type, payload, occurred_at from identity.outbox where type = 'registration.requested'`,
    );
    const row = (result as unknown as { rows: { id: string; type: string; payload: unknown; occurred_at: string }[] }).rows[0];
    const event = { id: row.id, type: row.type, occurredAt: row.occurred_at, payload: row.payload } as AnyEventEnvelope;
    for (const name of ['notifications', 'analytics']) {
      const service = app.services[name];
      expect(await service.consumer.handle(name, service.handlers, event)).toBe(false);
      expect(await service.consumer.handle(name, service.handlers, event)).toBe(false);
    }
    // Nothing left in flight (outboxes published, bus settled, no job queued): a second email could no longer come.
    await eventually(() => embeddedPlatformIdle(app.runtime.database.db));
    expect(readMailbox(dataDir).filter((mail) => mail.to.includes('lee@seaside.test'))).toHaveLength(1);
    expect((await stats(app.url)).total).toBe(1);
  });

  it("serves the whole process's metrics on METRICS_PORT to this host only, and none on the public port", async () => {
    const scrape = async () => (await fetch(`http://127.0.0.1:${env.METRICS_PORT}/metrics`)).text();
    const metrics = await scrape();
    expect(metrics).toMatch(/^http_server_request_duration_seconds_count\{route="\/api\/v1\/admin\/registration-interest",method="POST",status="201"\} 1$/m);
    expect(metrics).toMatch(/^giftcard_emails_total\{outcome="sent"\} 1$/m);
    for (const service of ['identity', 'catalog', 'orders', 'wallet', 'redemption', 'notifications', 'analytics']) {
      expect(metrics).toContain(`giftcard_outbox_unpublished_events{service="${service}"} 0`);
      expect(metrics).toContain(`giftcard_dead_letters{service="${service}"} 0`);
    }
    expect(metrics).toMatch(/^giftcard_consumer_lag_events\{consumer="notifications"\} 0$/m);
    // The wallet's pass updates, kept in its own table, are counted as a job queue is.
    expect(metrics).toMatch(/^giftcard_jobs\{queue="wallet-pass-updates",state="failed"\} 0$/m);
    expect(metrics).toMatch(/^rpc_server_duration_seconds_count\{pattern="identity.registration-interest.submit",outcome="ok"\} 1$/m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(await (await fetch(`${app.url}/metrics`)).text()).not.toContain('giftcard_');
    // Without METRICS_HOST, the metrics port listens on loopback only: another machine is refused.
    if (outsideAddress) await expect(fetch(`http://${outsideAddress}:${env.METRICS_PORT}/metrics`)).rejects.toThrow();
  });

  it('keeps everything across a restart on the same DATA_DIR', async () => {
    await app.close();
    app = await startAllInOne(env);
    expect((await stats(app.url)).total).toBe(1);
    const health = await new ApiClient(app.url).get('/api/health');
    expect(health.body.ok).toBe(true);
  }, 60_000);
});
