import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import { FIELD_MESSAGES, forbiddenRoleMessage, roleReaches, STAFF_ROLES, TEAM_MESSAGES, type StaffRole } from '@gv/proto';
import { ApiClient, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { readMailbox } from '../../../../test/mail';
import { ROUTE_ACCESS } from '../../../../test/route-access';

type Owner = Awaited<ReturnType<typeof createSignedInAdmin>>;
interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
  api: ApiClient;
}

const ACCEPT = '/api/v1/admin/accept-invitation';
const INVITE = '/api/v1/admin/staff/invitations';
const PASSWORD = 'team-pass-2024';
/** Every path parameter of the role table: no such card, order, member or location. */
const NO_SUCH_THING = '00000000-0000-4000-8000-000000000000';
/** Each route a staff role may call, with the least role its rule names. */
const STAFF_ROUTES = Object.entries(ROUTE_ACCESS).filter((entry): entry is [string, StaffRole] => STAFF_ROLES.includes(entry[1] as StaffRole));

/**
 * A business is a team (decision 0077): the owner invites people with a role by email, a role reaches only the calls
 * its rule allows (owner > manager > clerk), removing or lowering a person ends their session at once, a business
 * keeps one owner and one open location, and nothing of another business can be seen or changed.
 */
describe.each(databaseEnvs)('a business’s team: roles, invitations and locations (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let harbor: Owner;
  let people = 0;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform(database.env);
    harbor = await createSignedInAdmin(platform, 'Harbor Grill');
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  const rows = <T = Record<string, unknown>>(query: SQL) => selectRows<T>(platform.app.runtime.database.db, query);
  const run = (statement: SQL) => platform.app.runtime.database.db.execute(statement);
  const newEmail = (who: string) => `${who}${++people}.${engine.toLowerCase()}@team.test`;
  const invitationsTo = (email: string) =>
    readMailbox(platform.dataDir).filter((mail) => mail.to.includes(email) && /invited you to/.test(mail.subject));
  const staffOf = async (owner: Owner) =>
    (await owner.api.get('/api/v1/admin/staff')).body.staff as { id: string; email: string; role: string; status: string }[];
  const ownerId = async (owner: Owner) => (await staffOf(owner)).find((member) => member.email === owner.email)!.id;

  /** Invites a person by `owner` and answers the id and the token of the link their email brings. */
  async function invite(owner: Owner, form: { name: string; email: string; role: StaffRole; locationIds?: string[] }) {
    const before = invitationsTo(form.email).length;
    const invited = await owner.api.post(INVITE, form);
    expect(invited).toMatchObject({ status: 201, body: { id: expect.any(String) } });
    expect(Object.keys(invited.body)).toEqual(['id']);
    const mail = await eventually(() => invitationsTo(form.email)[before]);
    const link = /https?:\/\/\S+\/accept-invitation\?token=[^\s"<>&]+/.exec(mail.text)!;
    return { id: invited.body.id as string, token: new URL(link[0]).searchParams.get('token')!, mail };
  }

  /** A new person invited by `owner` with `role` who accepts with a name and a password. */
  async function join(owner: Owner, role: StaffRole, locationIds?: string[]): Promise<Member> {
    const email = newEmail(role);
    const { id, token } = await invite(owner, { name: `New ${role}`, email, role, locationIds });
    const api = new ApiClient(platform.url);
    expect(await api.post(ACCEPT, { token, name: `Nia ${role}`, password: PASSWORD })).toMatchObject({
      status: 200,
      body: { role, user: { email } },
    });
    return { id, email, password: PASSWORD, token, api };
  }

  it('invites a clerk and a manager by email; the link signs each in once, an expired one is refused, and the team lists them', async () => {
    const clerkEmail = newEmail('clerk');
    const { id: clerkId, token, mail } = await invite(harbor, { name: 'Cleo Clerk', email: clerkEmail, role: 'clerk' });
    expect(mail.subject).toBe('Test Admin invited you to Harbor Grill on Giftcard Vault');
    const clerk = new ApiClient(platform.url);
    const accepted = await clerk.post(ACCEPT, { token, name: 'Cleo Clerk', password: PASSWORD });
    expect(accepted).toMatchObject({
      status: 200,
      body: { role: 'clerk', locationIds: [], user: { email: clerkEmail, name: 'Cleo Clerk', businessSlug: harbor.businessSlug } },
    });
    expect(clerk.cookies.get('gv_session')).toBeTruthy();
    expect(await clerk.get('/api/v1/admin/me')).toMatchObject({ status: 200, body: { role: 'clerk', locationIds: [], user: { email: clerkEmail } } });

    const reused = await new ApiClient(platform.url).post(ACCEPT, { token, name: 'Cleo Again', password: PASSWORD });
    expect(reused).toMatchObject({ status: 400, body: { message: TEAM_MESSAGES.invitationUsed } });

    const manager = await join(harbor, 'manager');
    expect(await manager.api.get('/api/v1/admin/me')).toMatchObject({
      status: 200,
      body: { role: 'manager', locationIds: [], user: { email: manager.email } },
    });

    const lateEmail = newEmail('late');
    const late = await invite(harbor, { name: 'Lou Late', email: lateEmail, role: 'clerk' });
    await run(sql`update identity.staff set invite_expires_at = now() - interval '1 minute' where id = ${late.id}`);
    expect(await new ApiClient(platform.url).post(ACCEPT, { token: late.token, name: 'Lou Late', password: PASSWORD })).toMatchObject({
      status: 400,
      body: { message: TEAM_MESSAGES.invitationUsed },
    });

    const staff = await staffOf(harbor);
    expect(staff).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          name: 'Test Admin',
          email: harbor.email,
          role: 'owner',
          status: 'active',
          locationIds: [],
          lastSignInAt: expect.any(String),
        },
        { id: clerkId, name: 'Cleo Clerk', email: clerkEmail, role: 'clerk', status: 'active', locationIds: [], lastSignInAt: expect.any(String) },
        {
          id: manager.id,
          name: 'Nia manager',
          email: manager.email,
          role: 'manager',
          status: 'active',
          locationIds: [],
          lastSignInAt: expect.any(String),
        },
        { id: late.id, name: 'Lou Late', email: lateEmail, role: 'clerk', status: 'invited', locationIds: [], lastSignInAt: null },
      ]),
    );
    // The password chosen signs the clerk in again, to the business that invited them.
    const again = await new ApiClient(platform.url).post('/api/v1/admin/login', { email: clerkEmail, password: PASSWORD });
    expect(again).toMatchObject({ status: 200, body: { role: 'clerk', user: { businessSlug: harbor.businessSlug } } });
  });

  it('answers FORBIDDEN_ROLE to every staff route exactly when the caller’s role does not reach its rule', async () => {
    const callAll = async (api: ApiClient) => {
      const answers: Record<string, string> = {};
      for (const [route] of STAFF_ROUTES) {
        const [method, path] = route.split(' ');
        const res = await api.request(method, path.replace(/\{\w+\}/g, NO_SUCH_THING), method === 'GET' ? undefined : {});
        if (res.status === 403 && res.body?.code === 'FORBIDDEN_ROLE') answers[route] = `403 ${res.body.message}`;
        else answers[route] = res.status >= 500 ? `failed with ${res.status}` : 'let through';
      }
      return answers;
    };
    const expected = (role: StaffRole) =>
      Object.fromEntries(
        STAFF_ROUTES.map(([route, least]) => [route, roleReaches(role, least) ? 'let through' : `403 ${forbiddenRoleMessage(role)}`]),
      );

    for (const role of ['clerk', 'manager'] as const) expect(await callAll((await join(harbor, role)).api)).toEqual(expected(role));
    // Another business's owner: nothing of Harbor Grill is at stake while it deletes its test data or goes live with nothing.
    expect(await callAll((await createSignedInAdmin(platform, 'Owner Table Diner')).api)).toEqual(expected('owner'));
  }, 120_000);

  it('invites a person who has an account elsewhere the same way; {token} alone joins while signed in as them, and not otherwise', async () => {
    const spa = await createSignedInAdmin(platform, 'Mountain Spa');
    const { token } = await invite(harbor, { name: 'Sam Spa', email: spa.email, role: 'manager' });

    for (const stranger of [new ApiClient(platform.url), harbor.api]) {
      expect(await stranger.post(ACCEPT, { token })).toMatchObject({ status: 400, body: { message: TEAM_MESSAGES.signInToJoin } });
    }
    // A name and a password do not make a new account of theirs: the password must be theirs.
    expect(await new ApiClient(platform.url).post(ACCEPT, { token, name: 'Mallory', password: 'taken-over-99' })).toMatchObject({ status: 401 });

    const joined = await spa.api.post(ACCEPT, { token });
    expect(joined).toMatchObject({
      status: 200,
      body: { role: 'manager', user: { email: spa.email, name: 'Test Admin', businessSlug: harbor.businessSlug } },
    });
    expect(await spa.api.get('/api/v1/admin/me')).toMatchObject({
      status: 200,
      body: { role: 'manager', user: { businessSlug: harbor.businessSlug } },
    });
    expect((await staffOf(harbor)).find((member) => member.email === spa.email)).toMatchObject({ role: 'manager', status: 'active' });
    // Still the owner of their own business.
    expect((await rows(sql`select role, status from identity.staff where business_slug = ${spa.businessSlug}`))[0]).toEqual({
      role: 'owner',
      status: 'active',
    });
  });

  it('lets a person invited who never accepted register a business of their own, and join the team later while signed in', async () => {
    const email = newEmail('founder');
    const { token } = await invite(harbor, { name: 'Fay Founder', email, role: 'clerk' });
    const own = await createSignedInAdmin(platform, 'Fay’s Kitchen', { email });
    expect(await own.api.get('/api/v1/admin/me')).toMatchObject({ status: 200, body: { role: 'owner', user: { businessSlug: own.businessSlug } } });
    expect(await own.api.post(ACCEPT, { token })).toMatchObject({
      status: 200,
      body: { role: 'clerk', user: { businessSlug: harbor.businessSlug } },
    });
    // An owner somewhere with a password is taken: registering again with the address is refused.
    await expect(createSignedInAdmin(platform, 'Second Kitchen', { email })).rejects.toThrow(/register failed/);
  });

  it('ends the session of a removed member and of a lowered one at once', async () => {
    const clerk = await join(harbor, 'clerk');
    const manager = await join(harbor, 'manager');
    expect((await clerk.api.get('/api/v1/admin/me')).status).toBe(200);
    expect((await manager.api.get('/api/v1/admin/total-sold')).status).toBe(200);

    expect(await harbor.api.delete(`/api/v1/admin/staff/${clerk.id}`)).toMatchObject({ status: 200, body: { message: TEAM_MESSAGES.removed } });
    expect((await clerk.api.get('/api/v1/admin/me')).status).toBe(401);

    expect(await harbor.api.put(`/api/v1/admin/staff/${manager.id}`, { role: 'clerk' })).toMatchObject({
      status: 200,
      body: { message: TEAM_MESSAGES.updated },
    });
    expect([401, 403]).toContain((await manager.api.get('/api/v1/admin/total-sold')).status);

    const staff = await staffOf(harbor);
    expect(staff.find((member) => member.id === clerk.id)).toMatchObject({ status: 'removed' });
    expect(staff.find((member) => member.id === manager.id)).toMatchObject({ role: 'clerk', status: 'active' });

    // On no team, the removed clerk cannot sign in; invited back, they join with their password.
    expect(await clerk.api.post('/api/v1/admin/login', { email: clerk.email, password: clerk.password })).toMatchObject({
      status: 403,
      body: { code: 'AUTH.NOT_ON_A_TEAM' },
    });
    const { token } = await invite(harbor, { name: 'Back Again', email: clerk.email, role: 'clerk' });
    expect(await clerk.api.post(ACCEPT, { token })).toMatchObject({ status: 400, body: { message: TEAM_MESSAGES.signInToJoin } });
    expect(await clerk.api.post(ACCEPT, { token, password: clerk.password })).toMatchObject({ status: 200, body: { role: 'clerk' } });
    expect(await clerk.api.get('/api/v1/admin/me')).toMatchObject({ status: 200, body: { role: 'clerk', user: { email: clerk.email } } });
  });

  it('keeps one owner: the last cannot be removed or lowered, and two owners removing each other at once leave one', async () => {
    const cafe = await createSignedInAdmin(platform, 'Twin Owners Cafe');
    const firstOwner = await ownerId(cafe);
    const lastOwner = { status: 409, body: { message: TEAM_MESSAGES.lastOwner } };
    expect(await cafe.api.delete(`/api/v1/admin/staff/${firstOwner}`)).toMatchObject(lastOwner);
    expect(await cafe.api.put(`/api/v1/admin/staff/${firstOwner}`, { role: 'manager' })).toMatchObject(lastOwner);

    const second = await join(cafe, 'owner');
    const answers = await Promise.all([cafe.api.delete(`/api/v1/admin/staff/${second.id}`), second.api.delete(`/api/v1/admin/staff/${firstOwner}`)]);
    // The loser is refused by the rule (409), or signed out already when the winner was quicker (401).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((status) => status !== 200));
    const owners = await rows(sql`select id from identity.staff where business_slug = ${cafe.businessSlug} and role = 'owner' and status = 'active'`);
    expect(owners).toHaveLength(1);
  });

  it('starts a business with one location made from its address; owners add, rename and archive them, keeping one open', async () => {
    const grill = await createSignedInAdmin(platform, 'Pier Grill');
    const { timeZone } = (await grill.api.get('/api/v1/admin/me')).body.user;
    const locations = async () => (await grill.api.get('/api/v1/admin/locations')).body.locations;
    const [first] = await locations();
    expect(await locations()).toEqual([
      { id: expect.any(String), name: 'Pier Grill', address: '1 Main St, Springfield, IL 62701', timeZone, archived: false },
    ]);

    const added = await grill.api.post('/api/v1/admin/locations', { name: 'Airport', address: 'Terminal 2', timeZone: 'America/New_York' });
    expect(added).toMatchObject({ status: 201, body: { id: expect.any(String) } });
    const airport = added.body.id as string;
    expect(await grill.api.put(`/api/v1/admin/locations/${airport}`, { name: 'Airport T2', address: 'Terminal 2, Gate 5' })).toMatchObject({
      status: 200,
    });
    expect(await grill.api.delete(`/api/v1/admin/locations/${first.id}`)).toMatchObject({ status: 200 });
    expect(await grill.api.delete(`/api/v1/admin/locations/${airport}`)).toMatchObject({
      status: 409,
      body: { message: TEAM_MESSAGES.lastLocation },
    });
    expect(await locations()).toEqual([
      { ...first, archived: true },
      { id: airport, name: 'Airport T2', address: 'Terminal 2, Gate 5', timeZone: 'America/New_York', archived: false },
    ]);
  });

  it('keeps only clerks to locations: a manager invited or promoted with locations works at every one', async () => {
    const [{ id: home }] = (await harbor.api.get('/api/v1/admin/locations')).body.locations;
    const pier = (await harbor.api.post('/api/v1/admin/locations', { name: 'Pier', address: '1 Pier Way', timeZone: 'America/New_York' })).body.id;
    const manager = await join(harbor, 'manager', [pier]);
    const clerk = await join(harbor, 'clerk', [pier]);
    const listed = async (id: string) => (await staffOf(harbor)).find((member) => member.id === id);
    expect(await listed(manager.id)).toMatchObject({ role: 'manager', locationIds: [] });
    expect(await listed(clerk.id)).toMatchObject({ role: 'clerk', locationIds: [pier] });

    expect(await harbor.api.put(`/api/v1/admin/staff/${manager.id}`, { locationIds: [home] })).toMatchObject({ status: 200 });
    expect(await listed(manager.id)).toMatchObject({ locationIds: [] });
    expect(await harbor.api.put(`/api/v1/admin/staff/${clerk.id}`, { role: 'manager' })).toMatchObject({ status: 200 });
    expect(await listed(clerk.id)).toMatchObject({ role: 'manager', locationIds: [] });
  });

  it('answers bad input 400 with field messages, and staff and locations of another business 404', async () => {
    const spa = await createSignedInAdmin(platform, 'Valley Spa');
    const [{ id: spaLocation }] = (await spa.api.get('/api/v1/admin/locations')).body.locations;
    const spaOwner = await ownerId(spa);
    const form = { name: 'Bea Bad', email: newEmail('bad'), role: 'clerk' };

    const refused = (field: string, message: string) => ({ status: 400, body: { code: 'VALIDATION.FAILED', message, fields: { [field]: message } } });
    expect(await harbor.api.post(INVITE, { ...form, locationIds: [spaLocation] })).toMatchObject(refused('locationIds', TEAM_MESSAGES.location));
    expect(await harbor.api.post(INVITE, { ...form, role: 'cashier' })).toMatchObject(refused('role', TEAM_MESSAGES.role));
    expect(await harbor.api.post(INVITE, { ...form, email: 'bea@' })).toMatchObject(refused('email', FIELD_MESSAGES.email));
    const clerk = await join(harbor, 'clerk');
    expect(await harbor.api.put(`/api/v1/admin/staff/${clerk.id}`, { locationIds: [spaLocation] })).toMatchObject(
      refused('locationIds', TEAM_MESSAGES.location),
    );

    const notFound = { status: 404 };
    expect(await harbor.api.put(`/api/v1/admin/staff/${spaOwner}`, { role: 'clerk' })).toMatchObject(notFound);
    expect(await harbor.api.delete(`/api/v1/admin/staff/${spaOwner}`)).toMatchObject(notFound);
    expect(await harbor.api.put(`/api/v1/admin/locations/${spaLocation}`, { name: 'Taken' })).toMatchObject(notFound);
    expect(await harbor.api.delete(`/api/v1/admin/locations/${spaLocation}`)).toMatchObject(notFound);
    expect(await staffOf(spa)).toMatchObject([{ id: spaOwner, role: 'owner', status: 'active' }]);
    expect((await spa.api.get('/api/v1/admin/locations')).body.locations).toMatchObject([{ id: spaLocation, name: 'Valley Spa', archived: false }]);
  });

  it('refuses an invitation past 200 staff with 400', async () => {
    const hall = await createSignedInAdmin(platform, 'Banquet Hall');
    // 198 people besides the owner: the next invitation is the 200th, the one after it too many.
    await run(
      sql`insert into identity.admins (id, email, name, business_slug)
            select gen_random_uuid(), 'filler' || g || '.' || ${hall.businessSlug} || '@team.test', 'Filler', ${hall.businessSlug} from generate_series(1, 198) g`,
    );
    await run(
      sql`insert into identity.staff (id, business_slug, admin_id, role, status)
            select gen_random_uuid(), business_slug, id, 'clerk', 'active' from identity.admins where business_slug = ${hall.businessSlug} and name = 'Filler'`,
    );
    await invite(hall, { name: 'Two Hundred', email: newEmail('full'), role: 'clerk' });
    const tooMany = await hall.api.post(INVITE, { name: 'One Too Many', email: newEmail('over'), role: 'clerk' });
    expect(tooMany).toMatchObject({ status: 400, body: { fields: { email: TEAM_MESSAGES.tooManyStaff } } });
  });
});
