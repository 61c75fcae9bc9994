import { ApiClient, startTestPlatform, type TestPlatform } from './api';

/** The super admin of the platforms the identity service's API specs start. */
export const SUPER = { email: 'root@giftcardvault.test', password: 'super-secret-1' };

/** An all-in-one platform for one identity API spec: with the super admin above, and Square's emulator to verify settings against. */
function startIdentityPlatform(): Promise<TestPlatform> {
  return startTestPlatform({ SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, SQUARE_API_URL: 'emulator' });
}

/**
 * Starts such a platform before the tests of the describe block it is called in (handing it to `onStarted`) and stops
 * it after them.
 */
export function useIdentityPlatform(onStarted: (platform: TestPlatform) => void): void {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await startIdentityPlatform();
    onStarted(started);
  }, 120_000);
  afterAll(() => started?.stop());
}

/** A client signed in as the super admin. */
export async function superAdmin(platform: Pick<TestPlatform, 'url'>): Promise<ApiClient> {
  const api = new ApiClient(platform.url);
  const res = await api.post('/api/superadmin/login', SUPER);
  expect(res.status).toBe(200);
  api.bearer = res.body.token;
  return api;
}
