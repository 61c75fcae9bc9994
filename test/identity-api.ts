import { ApiClient, useTestPlatform, type TestPlatform } from './api';
import { eventually } from './engines';
import { readMailbox } from './mail';

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

/** Someone the owner (`owner`) invites as `role`, joined with the emailed link and signed in: their client and their answer. */
export async function joinTeam(
  platform: Pick<TestPlatform, 'url' | 'dataDir'>,
  owner: ApiClient,
  person: { name: string; email: string; role: 'manager' | 'clerk'; locationIds?: string[] },
) {
  expect((await owner.post('/api/v1/admin/staff/invitations', person)).status).toBe(201);
  const mail = await eventually(() => readMailbox(platform.dataDir).find((m) => m.to.includes(person.email) && /invited you to/.test(m.subject)));
  const token = new URL(/https?:\/\/\S+\/accept-invitation\?token=[^\s"<>&]+/.exec(mail.text)![0]).searchParams.get('token');
  const api = new ApiClient(platform.url);
  const joined = await api.post('/api/v1/admin/accept-invitation', { token, name: person.name, password: 'team-pass-2024' });
  return { api, joined };
}
