import { freePort } from '../../../test/peers';
import { healthPort, serveHealth, type HealthServer } from './health-server';

/** A process's own probes: live while it runs, ready only once started and while its engines answer. */
describe('a process health port', () => {
  let server: HealthServer;
  let base: string;

  beforeEach(async () => {
    const port = await freePort();
    server = await serveHealth(port, '127.0.0.1');
    base = `http://127.0.0.1:${port}`;
  });

  afterEach(() => server.close());

  const get = async (path: string) => {
    const answer = await fetch(`${base}${path}`);
    return { status: answer.status, body: await answer.json() };
  };

  it('answers live while starting, and not ready until the process has started', async () => {
    expect(await get('/livez')).toEqual({ status: 200, body: { ok: true } });
    expect(await get('/readyz')).toEqual({ status: 503, body: { ok: false, checks: { started: { ok: false, detail: 'starting' } } } });
  });

  it('answers ready only while every engine answers, naming the one that does not', async () => {
    let redisUp = true;
    server.started(async () => ({ database: { ok: true }, kv: redisUp ? { ok: true } : { ok: false, detail: 'connect ECONNREFUSED 127.0.0.1:6379' } }));
    expect(await get('/readyz')).toEqual({ status: 200, body: { ok: true, checks: { database: { ok: true }, kv: { ok: true } } } });
    redisUp = false;
    expect(await get('/readyz')).toEqual({
      status: 503,
      body: { ok: false, checks: { database: { ok: true }, kv: { ok: false, detail: 'connect ECONNREFUSED 127.0.0.1:6379' } } },
    });
    expect((await get('/livez')).status).toBe(200);
  });

  it('answers not ready once draining, so a load balancer sends nothing new, and live until the process exits', async () => {
    server.started(async () => ({ database: { ok: true } }));
    expect((await get('/readyz')).status).toBe(200);
    server.draining();
    expect(await get('/readyz')).toEqual({ status: 503, body: { ok: false, checks: { started: { ok: false, detail: 'draining' } } } });
    expect((await get('/livez')).status).toBe(200);
  });

  it('answers 404 elsewhere', async () => {
    expect(await get('/health')).toEqual({ status: 404, body: { ok: false, message: 'Health is at /livez and /readyz' } });
  });

  it('opens no port without HEALTH_PORT, and refuses one that is not a port number', () => {
    expect(healthPort({})).toBeUndefined();
    expect(healthPort({ HEALTH_PORT: '8081' })).toBe(8081);
    expect(() => healthPort({ HEALTH_PORT: 'eighty' })).toThrow('HEALTH_PORT must be a port number (1-65535), not "eighty"');
  });
});
