import { ApiClient, createSignedInAdmin } from '../../../../test/api';
import { eventually } from '../../../../test/engines';
import { SUPER, superAdmin } from '../../../../test/identity-api';
import { useIdentityApi } from '../test-support';
import { readMailbox, waitForMail } from '../../../../test/mail';

describe('identity through the gateway (all-in-one)', () => {
  const identity = useIdentityApi();

  describe('registration interest', () => {
    it('stores a pending request, emails the contact and counts it in the super admin stats', async () => {
      const root = await superAdmin(identity.platform);
      const before = (await root.get('/api/superadmin/stats')).body.stats;
      const res = await identity.publicApi.post('/api/v1/admin/registration-interest', {
        businessName: 'Blue Harbor Hotel',
        businessType: 'Hotel',
        contactName: 'Maya Lin',
        email: 'Maya@BlueHarbor.test',
        phone: '5551234567',
        website: 'blueharbor.test',
        notes: 'Two locations',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(
        "Registration submitted successfully! Please check your email for confirmation and next steps. We'll be in touch within 24 hours.",
      );
      const mail = await waitForMail(identity.platform.dataDir, { to: 'maya@blueharbor.test' });
      expect(mail.subject).toMatch(/registration/i);
      expect(mail.text).toContain('Blue Harbor Hotel');
      const requests = (await root.get('/api/superadmin/registration-requests')).body.requests;
      const stored = requests.find((r: { email: string }) => r.email === 'maya@blueharbor.test');
      expect(stored).toMatchObject({ status: 'pending', restaurantName: 'Blue Harbor Hotel', phone: '(555) 123-4567', businessType: 'Hotel' });
      await eventually(async () => {
        const stats = (await root.get('/api/superadmin/stats')).body.stats;
        return stats.total === before.total + 1 && stats.pending === before.pending + 1;
      });
    });

    it('reads a phone sent as a JSON number as its digits', async () => {
      const res = await identity.publicApi.post('/api/v1/admin/registration-interest', {
        businessName: 'Cedar Spa',
        businessType: 'Spa',
        contactName: 'Noor Ali',
        email: 'noor@cedarspa.test',
        phone: 5551234567,
      });
      expect(res.status).toBe(201);
      const requests = (await (await superAdmin(identity.platform)).get('/api/superadmin/registration-requests')).body.requests;
      expect(requests.find((r: { email: string }) => r.email === 'noor@cedarspa.test')).toMatchObject({ phone: '(555) 123-4567' });
    });

    it('answers 400 with the spec messages per field and stores nothing', async () => {
      const root = await superAdmin(identity.platform);
      const count = (await root.get('/api/superadmin/registration-requests')).body.requests.length;
      const res = await identity.publicApi.post('/api/v1/admin/registration-interest', {
        businessName: '  ',
        businessType: '',
        email: 'not an email',
        phone: '12345',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fix the highlighted fields.');
      expect(res.body.fields).toEqual({
        businessName: 'This field is mandatory',
        businessType: 'This field is mandatory',
        contactName: 'This field is mandatory',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number like (555) 123-4567.',
      });
      expect((await root.get('/api/superadmin/registration-requests')).body.requests).toHaveLength(count);
    });
  });

  describe('super admin', () => {
    /** Sends the registration interest, and answers the super admin's client and the request as its list shows it. */
    const interestRequest = async (interest: { businessName: string; businessType: string; contactName: string; email: string }) => {
      await identity.publicApi.post('/api/v1/admin/registration-interest', interest);
      const root = await superAdmin(identity.platform);
      const requests: { _id: string; email: string }[] = (await root.get('/api/superadmin/registration-requests')).body.requests;
      return { root, request: requests.find((r) => r.email === interest.email)! };
    };

    it('refuses wrong credentials, missing tokens and admin cookies', async () => {
      expect((await identity.publicApi.post('/api/superadmin/login', { email: SUPER.email, password: 'wrong-pass' })).status).toBe(401);
      expect((await identity.publicApi.get('/api/superadmin/stats')).status).toBe(401);
      const { api } = await createSignedInAdmin(identity.platform, 'Role Check Cafe');
      expect((await api.get('/api/superadmin/registration-requests')).status).toBe(401);
      const root = await superAdmin(identity.platform);
      expect((await root.get('/api/v1/admin/me')).status).toBe(401);
    });

    it('approves a request: the business is provisioned, the admin is invited, sets a password and signs in', async () => {
      const { root, request } = await interestRequest({ businessName: 'Approved Bistro', businessType: 'Restaurant', contactName: 'Ada', email: 'ada@approved.test' });
      const bad = await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'maybe' });
      expect(bad.status).toBe(400);
      const res = await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'approved', notes: 'Welcome' });
      expect(res.status).toBe(200);
      const invite = await waitForMail(identity.platform.dataDir, { to: 'ada@approved.test', subject: /ready/ });
      const token = /set-password\?token=([\w%-]+)/.exec(invite.text)![1];
      const weak = await identity.publicApi.put('/api/v1/admin/set-password', { token: decodeURIComponent(token), password: '123' });
      expect(weak.status).toBe(400);
      const set = await identity.publicApi.put('/api/v1/admin/set-password', { token: decodeURIComponent(token), password: 'chosen-pass-1' });
      expect(set.status).toBe(200);
      expect((await identity.publicApi.put('/api/v1/admin/set-password', { token: decodeURIComponent(token), password: 'again-pass-1' })).status).toBe(400);
      const login = await new ApiClient(identity.platform.url).post('/api/v1/admin/login', { email: 'ada@approved.test', password: 'chosen-pass-1' });
      expect(login.status).toBe(200);
      expect(login.body.user.businessSlug).toBe('approved-bistro');
      await eventually(async () => (await root.get('/api/superadmin/stats')).body.stats.approved >= 1);
    });

    it('rejects a request in a polite email, with its reason when the super admin gives one (notes are optional, spec §4)', async () => {
      const { root, request } = await interestRequest({ businessName: 'Rejected Rooms', businessType: 'Hotel', contactName: 'Rex', email: 'rex@rejected.test' });
      await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'rejected', notes: 'Outside our area' });
      const mail = await waitForMail(identity.platform.dataDir, { to: 'rex@rejected.test', subject: /About your/ });
      expect(mail.text).toContain('Note from our team: Outside our area');
      expect((await identity.publicApi.get('/api/v1/admin/business/rejected-rooms')).status).toBe(404);

      const silent = await interestRequest({ businessName: 'Quiet Rooms', businessType: 'Hotel', contactName: 'Quinn', email: 'quinn@rejected.test' });
      const path = `/api/superadmin/registration-requests/${silent.request._id}/status`;
      expect(await silent.root.put(path, { status: 'rejected' })).toMatchObject({ status: 200 });
      const plain = await waitForMail(identity.platform.dataDir, { to: 'quinn@rejected.test', subject: /About your/ });
      expect(plain.text).toContain('we are not able to approve the registration');
      expect(plain.text).not.toContain('Note from our team');
    });

    it('creates a business admin directly, with or without a password, and refuses a duplicate email', async () => {
      const root = await superAdmin(identity.platform);
      const withPassword = await root.post('/api/superadmin/business-admin', {
        name: 'Pat',
        email: 'pat@direct.test',
        restaurantName: 'Direct Deli',
        phone: '5559876543',
        password: 'direct-pass-1',
      });
      expect(withPassword.status).toBe(201);
      expect(withPassword.body.message).toBe('Business admin created');
      expect((await new ApiClient(identity.platform.url).post('/api/v1/admin/login', { email: 'pat@direct.test', password: 'direct-pass-1' })).status).toBe(200);
      const invited = await root.post('/api/superadmin/business-admin', { name: 'Quinn', email: 'quinn@direct.test', restaurantName: 'Invite Inn', businessSlug: 'invite-inn-downtown' });
      expect(invited.body.admin.businessSlug).toBe('invite-inn-downtown');
      await waitForMail(identity.platform.dataDir, { to: 'quinn@direct.test', subject: /ready/ });
      const duplicate = await root.post('/api/superadmin/business-admin', { name: 'Pat', email: 'pat@direct.test', restaurantName: 'Again' });
      expect(duplicate.status).toBe(409);
      const requests = (await root.get('/api/superadmin/registration-requests')).body.requests;
      expect(requests.some((r: { email: string; status: string }) => r.email === 'pat@direct.test' && r.status === 'approved')).toBe(true);
    });
  });

  it('never answers 500 to malformed input', async () => {
    const root = await superAdmin(identity.platform);
    const { api } = await createSignedInAdmin(identity.platform, 'Fuzz Foods');
    const bodies = [null, [], 'text', { email: 42 }, { email: { $ne: 1 } }, { password: 'x'.repeat(100_000) }];
    const calls: [ApiClient, string, string][] = [
      [identity.publicApi, 'POST', '/api/v1/admin/registration-interest'],
      [identity.publicApi, 'POST', '/api/v1/admin/login'],
      [identity.publicApi, 'POST', '/api/v1/admin/send-otp'],
      [identity.publicApi, 'POST', '/api/v1/admin/verify-otp'],
      [identity.publicApi, 'PUT', '/api/v1/admin/register'],
      [identity.publicApi, 'PUT', '/api/v1/admin/set-password'],
      [identity.publicApi, 'POST', '/api/superadmin/login'],
      [api, 'PUT', '/api/v1/admin/settings'],
      [api, 'PUT', '/api/v1/admin/change-password'],
      [root, 'POST', '/api/superadmin/business-admin'],
      [root, 'PUT', '/api/superadmin/registration-requests/not-a-uuid/status'],
    ];
    for (const [client, method, path] of calls) {
      for (const body of bodies) {
        const res = await client.request(method, path, body);
        expect({ path, body, status: res.status < 500 }).toEqual({ path, body, status: true });
      }
    }
    expect(readMailbox(identity.platform.dataDir).length).toBeGreaterThan(0);
  });
});
