import { sql } from 'drizzle-orm';
import type { LocationRef } from '@gv/proto';
import { ApiClient, buyGiftCard, createGiftCard, type ApiResponse } from '../../../test/api';
import { databaseEnvs } from '../../../test/databases';
import { joinTeam } from '../../../test/identity-api';
import { eventually } from '../../../test/engines';
import { counterPlatform, NEXT_YEAR, OTP_SUBJECT } from '../../../test/redemption-api';

const CHOOSE = { status: 400, body: { fields: { locationId: 'Choose the location you are at' } } };
const UNKNOWN = { status: 400, body: { fields: { locationId: 'Unknown location' } } };
const NOT_THE_CLERKS = { status: 403, body: { code: 'FORBIDDEN_LOCATION', message: 'You do not work at Airport.' } };
const NOT_AT_AIRPORT = { status: 409, body: { code: 'REDEMPTION.WRONG_LOCATION', message: "This gift card can't be used at Airport." } };

/**
 * Locations at the counter and on card types (decision 0078): Harbor Grill works at Downtown (the location it started
 * with) and Airport; its clerk Cleo works Downtown only; its "Downtown dinner" card type may be spent Downtown only,
 * and its online sales belong there.
 */
describe.each(databaseEnvs)('locations at the counter and on card types (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { rows, mailsTo } = world;
  let downtown: LocationRef;
  let airport: LocationRef;
  let clerk: ApiClient;
  let dinnerTypeId: string;

  beforeAll(async () => {
    const { api } = world.a;
    const [first] = (await api.get('/api/v1/admin/locations')).body.locations;
    expect((await api.put(`/api/v1/admin/locations/${first.id}`, { name: 'Downtown', address: first.address })).status).toBe(200);
    downtown = { id: first.id, name: 'Downtown' };
    const added = await api.post('/api/v1/admin/locations', { name: 'Airport', address: '1 Terminal Rd, Springfield' });
    expect(added.status).toBe(201);
    airport = { id: added.body.id, name: 'Airport' };
    clerk = await joinAsClerk([downtown.id]);
    const created = await createGiftCard(api, {
      giftCardName: 'Downtown dinner',
      amount: '60',
      discount: '0',
      expirationDate: NEXT_YEAR,
      locationIds: JSON.stringify([downtown.id]),
      homeLocationId: downtown.id,
    });
    expect(created.status).toBe(201);
    dinnerTypeId = created.body.giftCard._id;
    await eventually(async () => {
      const [known] = await rows(sql`select location_ids, home_location_id from redemption.card_type_windows where gift_card_id = ${dinnerTypeId}`);
      expect(known).toEqual({ location_ids: [downtown.id], home_location_id: downtown.id });
      return known;
    });
  }, 120_000);

  /** A clerk of Harbor Grill at these locations: invited by the owner, signed in with the emailed link. */
  async function joinAsClerk(locationIds: string[]): Promise<ApiClient> {
    const email = `cleo.${engine.toLowerCase()}@counter.test`;
    const { api, joined } = await joinTeam(world.platform, world.a.api, { name: 'Cleo Clerk', email, role: 'clerk', locationIds });
    expect(joined).toMatchObject({ status: 200, body: { role: 'clerk', locationIds } });
    return api;
  }

  async function boughtOf(giftCardId: string) {
    const email = `holder.${crypto.randomUUID().slice(0, 8)}.${engine.toLowerCase()}@example.com`;
    const { uniqueCode } = await buyGiftCard(world.platform.url, {
      businessSlug: world.a.businessSlug,
      giftCardId,
      selfInfo: { name: 'Hal Holder', email, phone: '(555) 123-4567' },
    });
    return { code: uniqueCode, email };
  }

  const sendOtp = (api: ApiClient, code: string, email: string, at?: LocationRef) =>
    api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 10, qrUniqueCode: code, locationId: at?.id });
  const verify = (api: ApiClient, code: string, otp: string, at?: LocationRef) =>
    api.post('/api/v1/admin/verify-otp-redeem', { email: 'x@example.com', qrUniqueCode: code, otp, locationId: at?.id });
  const redeem = (api: ApiClient, code: string, at?: LocationRef) =>
    api.post('/api/v1/admin/redeem', { qrCode: code, amount: 10, locationId: at?.id });

  /** A code sent for $10 at `at` and read from the holder's newest email. */
  async function otpSent(api: ApiClient, code: string, email: string, at: LocationRef): Promise<string> {
    const before = mailsTo(email, OTP_SUBJECT).length;
    expect((await sendOtp(api, code, email, at)).status).toBe(200);
    return OTP_SUBJECT.exec((await eventually(() => mailsTo(email, OTP_SUBJECT)[before])).subject)![1];
  }

  const outboxOf = async (type: string, cardId: string) =>
    (await rows(sql`select payload from redemption.outbox where type = ${type} and payload->>'cardId' = ${cardId}`)).map((row) => row.payload);

  it('a card type is limited to open locations of its business, and its answers say where it can be used', async () => {
    const admin = (await world.a.api.get('/api/v1/admin/list')).body.giftCards.find((card: { _id: string }) => card._id === dinnerTypeId);
    expect(admin).toMatchObject({ locationIds: [downtown.id], homeLocationId: downtown.id, usableAt: [downtown] });
    expect((await new ApiClient(world.platform.url).get(`/api/v1/admin/details/${dinnerTypeId}`)).body.giftCard).toMatchObject({
      usableAt: [downtown],
    });
    const everywhere = (await world.a.api.get(`/api/v1/admin/details/${world.cardA._id}`)).body.giftCard;
    expect(everywhere).toMatchObject({ locationIds: [], homeLocationId: null });
    expect(everywhere).not.toHaveProperty('usableAt');

    const [spa] = (await world.b.api.get('/api/v1/admin/locations')).body.locations;
    for (const form of [{ locationIds: [spa.id] }, { locationIds: 'nowhere' }, { homeLocationId: spa.id }]) {
      const refused = await world.a.api.put(`/api/v1/admin/update/${dinnerTypeId}`, form);
      expect({ status: refused.status, fields: refused.body.fields }).toEqual({
        status: 400,
        fields: { [Object.keys(form)[0]]: 'Unknown location' },
      });
    }
    const moved = await world.a.api.put(`/api/v1/admin/update/${world.cardA._id}`, { homeLocationId: airport.id });
    expect(moved.body.giftCard).toMatchObject({ locationIds: [], homeLocationId: airport.id });
  });

  it('the counter names its location when the business has several: one of the business’s, and for a clerk one of theirs', async () => {
    const { code } = await world.boughtForSelf();
    const [spa] = (await world.b.api.get('/api/v1/admin/locations')).body.locations;
    const calls: ((api: ApiClient, locationId?: string) => Promise<ApiResponse>)[] = [
      (api, locationId) => api.post('/api/v1/admin/send-otp-redeem', { email: 'x@example.com', redeemAmount: 5, qrUniqueCode: code, locationId }),
      (api, locationId) => api.post('/api/v1/admin/verify-otp-redeem', { email: 'x@example.com', qrUniqueCode: code, otp: '123456', locationId }),
      (api, locationId) => api.post('/api/v1/admin/verify-pin-redeem', { qrUniqueCode: code, pin: '1234', redeemAmount: 5, locationId }),
      (api, locationId) => api.post('/api/v1/admin/redeem', { qrCode: code, amount: 5, locationId }),
      (api, locationId) => api.post(`/api/v1/admin/cards/${code}/cash-out`, { amount: 5, locationId }),
    ];
    for (const call of calls) {
      expect(await call(world.a.api)).toMatchObject(CHOOSE);
      expect(await call(world.a.api, spa.id)).toMatchObject(UNKNOWN);
      expect(await call(clerk, airport.id)).toMatchObject(NOT_THE_CLERKS);
    }
  });

  it('a card type limited to Downtown is refused at Airport before any code is sent, at the code’s check and at the redemption', async () => {
    const { code, email } = await boughtOf(dinnerTypeId);
    const otpRequests = async () =>
      (await rows(sql`select 1 from redemption.outbox where type = 'gift-card.redeem-otp.requested' and payload->'holder'->>'email' = ${email}`))
        .length;
    expect(await sendOtp(world.a.api, code, email, airport)).toMatchObject(NOT_AT_AIRPORT);
    expect(await otpRequests()).toBe(0);
    expect(mailsTo(email, OTP_SUBJECT)).toHaveLength(0);

    const otp = await otpSent(world.a.api, code, email, downtown);
    expect(await verify(world.a.api, code, otp, airport)).toMatchObject(NOT_AT_AIRPORT);
    expect((await verify(world.a.api, code, otp, downtown)).status).toBe(200);
    expect(await redeem(world.a.api, code, airport)).toMatchObject(NOT_AT_AIRPORT);
    expect(
      await rows(
        sql`select 1 from redemption.ledger where kind = 'REDEEM' and card_id = (select id from redemption.issued_cards where code_hash = ${world.hashOf(code)})`,
      ),
    ).toEqual([]);
  });

  it('a redemption at Downtown by the clerk records the location and the person; the card records where it was sold', async () => {
    const { code, email } = await boughtOf(dinnerTypeId);
    const [card] = await rows(sql`select id, sold_at_location_id from redemption.issued_cards where code_hash = ${world.hashOf(code)}`);
    expect(card.sold_at_location_id).toBe(downtown.id);
    expect(await outboxOf('gift-card.issued', card.id)).toEqual([expect.objectContaining({ soldAtLocationId: downtown.id })]);

    const otp = await otpSent(clerk, code, email, downtown);
    expect((await verify(clerk, code, otp, downtown)).status).toBe(200);
    expect(await redeem(clerk, code, downtown)).toMatchObject({ status: 200, body: { buyer: { remainingBalance: 50 } } });
    const cleo = (await clerk.get('/api/v1/admin/me')).body.user._id;
    expect(await rows(sql`select location_id, actor from redemption.ledger where card_id = ${card.id} and kind = 'REDEEM'`)).toEqual([
      { location_id: downtown.id, actor: `admin:${cleo}` },
    ]);
    expect(await outboxOf('gift-card.redeemed', card.id)).toEqual([expect.objectContaining({ locationId: downtown.id, adminId: cleo })]);
  });
});
