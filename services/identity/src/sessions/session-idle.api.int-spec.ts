import { SessionCache } from '@gv/gateway';
import { ApiClient, useTestPlatform, type TestPlatform } from '../../../../test/api';
import { SessionClock } from './session-clock';

const SUPER = { email: 'root@idle.test', password: 'super-secret-1' };

/** The shortest idle timeout allowed: a session's last use must be written more often than once a minute. */
describe('SESSION_IDLE_MINUTES=1 through the gateway (all-in-one)', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started), { SESSION_IDLE_MINUTES: '1', SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });

  const clock = () => platform.app.services.identity.app.get(SessionClock);
  const afterSeconds = (seconds: number) => {
    const at = new Date(Date.now() + seconds * 1000);
    clock().now = () => at;
    // The gateway answers a session from memory for a second (SessionCache): the seconds have passed for it too.
    platform.app.gateway.get(SessionCache).forgetAll();
  };
  afterEach(() => {
    clock().now = () => new Date();
  });

  async function superAdmin(): Promise<ApiClient> {
    const api = new ApiClient(platform.url);
    const res = await api.post('/api/superadmin/login', SUPER);
    expect(res.status).toBe(200);
    api.bearer = res.body.token;
    return api;
  }

  it('keeps an admin session used every 40 seconds for 4 minutes, and ends it a minute after its last call', async () => {
    const email = 'busy@idle.test';
    const password = 'busy-pass-1';
    expect((await (await superAdmin()).post('/api/superadmin/business-admin', { name: 'Bo', email, restaurantName: 'Busy Bakery', password })).status).toBe(201);
    const api = new ApiClient(platform.url);
    expect((await api.post('/api/v1/admin/login', { email, password })).status).toBe(200);
    for (let seconds = 40; seconds <= 240; seconds += 40) {
      afterSeconds(seconds);
      expect({ seconds, status: (await api.get('/api/v1/admin/me')).status }).toEqual({ seconds, status: 200 });
    }
    afterSeconds(240 + 61);
    expect((await api.get('/api/v1/admin/me')).status).toBe(401);
  });

  it('keeps a super admin token used every 40 seconds for 4 minutes, and ends it a minute after its last call', async () => {
    const root = await superAdmin();
    for (let seconds = 40; seconds <= 240; seconds += 40) {
      afterSeconds(seconds);
      expect({ seconds, status: (await root.get('/api/superadmin/stats')).status }).toEqual({ seconds, status: 200 });
    }
    afterSeconds(240 + 61);
    expect((await root.get('/api/superadmin/stats')).status).toBe(401);
  });
});
