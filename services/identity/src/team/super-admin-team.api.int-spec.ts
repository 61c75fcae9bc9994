import { ApiClient, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { SUPER, superAdmin } from '../../../../test/identity-api';

/**
 * The super admin sees each business's team size and its people (never their passwords or sessions), and can sign one
 * person out everywhere: their very next call answers 401, also when the gateway had their session in memory.
 */
describe.each(databaseEnvs)("the super admin and a business's team (all-in-one on %s)", (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let root: ApiClient;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
    root = await superAdmin(platform);
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  it('lists staff and location counts, shows the team, and ends one person’s sessions at once', async () => {
    const bistro = await createSignedInAdmin(platform, 'Corner Bistro');
    // The directory is analytics' projection of identity's events: it shows the business once they arrived.
    const listed = await eventually(async () => (await root.get('/api/superadmin/businesses', { search: 'Corner Bistro' })).body.businesses[0]);
    expect(listed).toMatchObject({ businessSlug: bistro.businessSlug, staffCount: 1, locationCount: 1 });

    const detail = await root.get(`/api/superadmin/businesses/${bistro.businessSlug}`);
    const [owner] = detail.body.admins;
    expect(detail.body.admins).toEqual([{ id: expect.any(String), name: 'Test Admin', email: bistro.email, role: 'owner', status: 'active', locationIds: [], lastSignInAt: expect.any(String) }]);
    expect(JSON.stringify(detail.body)).not.toMatch(/password|session/i);

    expect((await bistro.api.get('/api/v1/admin/me')).status).toBe(200);
    const ended = await root.post(`/api/superadmin/businesses/${bistro.businessSlug}/staff/${owner.id}/end-sessions`);
    expect(ended.status).toBe(200);
    expect((await bistro.api.get('/api/v1/admin/me')).status).toBe(401);

    expect((await root.post(`/api/superadmin/businesses/${bistro.businessSlug}/staff/00000000-0000-4000-8000-000000000000/end-sessions`)).status).toBe(404);
    expect((await root.post(`/api/superadmin/businesses/no-such-business/staff/${owner.id}/end-sessions`)).status).toBe(404);
    expect((await bistro.api.post(`/api/superadmin/businesses/${bistro.businessSlug}/staff/${owner.id}/end-sessions`)).status).toBe(401);
  });
});
