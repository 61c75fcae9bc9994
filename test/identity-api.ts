import { ApiClient, useTestPlatform, type TestPlatform } from './api';

/** The super admin of the platforms the identity service's API specs start. */
export const SUPER = { email: 'root@giftcardvault.test', password: 'super-secret-1' };

/**
 * An all-in-one platform for one identity API spec, for the describe block it is called in (see useTestPlatform): with
 * the super admin above, and Square's emulator to verify settings against.
 */
export function useIdentityPlatform(onStarted: (platform: TestPlatform) => void): void {
  useTestPlatform(onStarted, { SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, SQUARE_API_URL: 'emulator' });
}

/** A client signed in as the super admin. */
export async function superAdmin(platform: Pick<TestPlatform, 'url'>): Promise<ApiClient> {
  const api = new ApiClient(platform.url);
  const res = await api.post('/api/superadmin/login', SUPER);
  expect(res.status).toBe(200);
  api.bearer = res.body.token;
  return api;
}
