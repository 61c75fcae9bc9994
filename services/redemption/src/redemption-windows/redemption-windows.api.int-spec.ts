import { sql } from 'drizzle-orm';
import { fixClockForTests } from '@gv/platform';
import { buyGiftCard, createGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform, NEXT_YEAR, OTP_SUBJECT } from '../../../../test/redemption-api';

/**
 * Redemption windows (decision 0062) on a fixed clock: Harbor Grill, in New York, sells a "weekday lunch" card
 * redeemable Monday to Friday from 11:00 to 14:00, never on one blackout Wednesday.
 */
describe.each(databaseEnvs)('redemption windows through the gateway (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { rows, mailsTo, sendOtp, verify, redeem, redeemWithOtp } = world;
  const year = Number(NEXT_YEAR.slice(0, 4));
  /** The first Wednesday of January that year, and the next one, a blackout date. */
  const wednesday = (() => {
    const day = new Date(Date.UTC(year, 0, 5));
    while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  })();
  const blackout = new Date(Date.parse(`${wednesday}T00:00:00Z`) + 7 * 86400_000).toISOString().slice(0, 10);
  /** New York is UTC−5 in January. */
  const newYork = (day: string, time: string) => `${day}T${String(Number(time.slice(0, 2)) + 5).padStart(2, '0')}${time.slice(2)}:00Z`;
  const lunch = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '11:00', to: '14:00', blackoutDates: [blackout] };
  const OUTSIDE = 'This card can be redeemed Mon–Fri, 11:00–14:00 only.';

  let cardTypeId: string;
  let code: string;
  let email: string;

  beforeAll(async () => {
    expect((await world.a.api.put('/api/v1/admin/settings', { timeZone: 'America/New_York' })).status).toBe(200);
    const created = await createGiftCard(world.a.api, { giftCardName: 'Weekday lunch', amount: '30', discount: '0', expirationDate: NEXT_YEAR, redemptionWindow: JSON.stringify(lunch) });
    expect(created.status).toBe(201);
    cardTypeId = created.body.giftCard._id;
    email = `lunch.${engine.toLowerCase()}@example.com`;
    code = (await buyGiftCard(world.platform.url, { businessSlug: world.a.businessSlug, giftCardId: cardTypeId, selfInfo: { name: 'Lou Luncher', email, phone: '(555) 123-4567' } })).uniqueCode;
    // The counter knows the window and the business's time zone from their events.
    await eventually(async () => {
      const [known] = await rows(sql`select w.redemption_window, b.time_zone from redemption.card_type_windows w, redemption.paused_businesses b
        where w.gift_card_id = ${cardTypeId} and b.business_slug = ${world.a.businessSlug}`);
      expect(known).toMatchObject({ redemption_window: { days: [1, 2, 3, 4, 5] }, time_zone: 'America/New_York' });
      return known;
    });
  }, 60_000);

  afterEach(() => fixClockForTests(undefined));

  /** The codes asked for this holder: each one an email. */
  const otpRequests = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from redemption.outbox where type = 'gift-card.redeem-otp.requested' and payload->'holder'->>'email' = ${email}`))[0].n;

  it('saves a card type’s window, shows it, and refuses one that is not a window with the reason', async () => {
    const [card] = (await world.a.api.get('/api/v1/admin/list')).body.giftCards.filter((listed: { _id: string }) => listed._id === cardTypeId);
    expect(card.redemptionWindow).toEqual({ days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', blackoutDates: [blackout] });
    const refusals = [
      [{ days: [] }, 'Please choose at least one day of the week (0–6 or Sun–Sat) the card can be redeemed on'],
      [{ days: [1], from: '14:00', to: '11:00' }, 'The redemption hours must end after they start (a window cannot cross midnight)'],
      [{ days: [1], from: '9:00' }, 'Redemption hours must be times as HH:MM, from 00:00 to 24:00'],
      [{ days: [1], blackoutDates: ['25/12/2026'] }, 'Blackout dates must be real days as YYYY-MM-DD'],
      ['not json', 'The redemption window must be an object with days, from, to and blackoutDates'],
    ] as const;
    for (const [redemptionWindow, message] of refusals) {
      const refused = await world.a.api.put(`/api/v1/admin/update/${cardTypeId}`, { redemptionWindow });
      expect({ status: refused.status, fields: refused.body.fields }).toEqual({ status: 400, fields: { redemptionWindow: message } });
    }
    const holder = await world.a.api.get(`/api/v1/cards/${code}`);
    expect(holder.body.giftCard.redemptionWindow).toEqual(card.redemptionWindow);
    // An edit that leaves it out keeps it.
    const renamed = await world.a.api.put(`/api/v1/admin/update/${cardTypeId}`, { description: 'Lunch on a weekday.' });
    expect(renamed.body.giftCard.redemptionWindow).toEqual(card.redemptionWindow);
  });

  it('the card’s email states its window and shows the business’s picture of the card', async () => {
    const [mail] = await eventually(() => (mailsTo(email, /gift card from/).length ? mailsTo(email, /gift card from/) : undefined));
    expect(mail.text).toMatch(/Redeemable Mon.{1,9}Fri, 11:00.{1,9}14:00; not on \w{3} \d{1,2}, \d{4}\./);
    expect(mail.text).toContain('src="cid:gift-card-image"');
    expect(mail.text).toMatch(/Content-ID: <gift-card-image>/i);
  });

  it('inside the window: the scan says so and the card is redeemed', async () => {
    fixClockForTests(newYork(wednesday, '11:30'));
    const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
    expect(scanned.body.giftCard.redemptionWindow).toEqual({ window: expect.objectContaining({ from: '11:00', to: '14:00' }), refusal: null });
    const redeemed = await redeemWithOtp(world.a.api, code, email, 5);
    expect(redeemed).toMatchObject({ status: 200, body: { buyer: { remainingBalance: 25 } } });
  });

  it('outside the window: refused before any code is sent, at the scan, the code’s check and the redemption', async () => {
    fixClockForTests(newYork(wednesday, '15:00'));
    const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
    expect(scanned.body.giftCard.redemptionWindow.refusal).toBe(OUTSIDE);
    const codesBefore = mailsTo(email, OTP_SUBJECT).length;
    const requestsBefore = await otpRequests();
    const refused = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: '5', qrUniqueCode: code });
    expect(refused).toMatchObject({ status: 409, body: { code: 'REDEMPTION.OUTSIDE_WINDOW', message: OUTSIDE } });
    expect(await otpRequests()).toBe(requestsBefore);

    // A code sent at 13:59 is refused at 14:00, when it is checked, and so is a redemption it authorized at 13:59.
    fixClockForTests(newYork(wednesday, '13:58'));
    const { otp } = await sendOtp(world.a.api, code, email, 5);
    fixClockForTests(newYork(wednesday, '14:00'));
    expect(await verify(world.a.api, code, otp, email)).toMatchObject({ status: 409, body: { message: OUTSIDE } });
    fixClockForTests(newYork(wednesday, '13:59'));
    const second = await sendOtp(world.a.api, code, email, 5);
    expect((await verify(world.a.api, code, second.otp, email)).status).toBe(200);
    fixClockForTests(newYork(wednesday, '14:00'));
    expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 409, body: { message: OUTSIDE } });
    // Saturday at noon.
    fixClockForTests(newYork(new Date(Date.parse(`${wednesday}T00:00:00Z`) + 3 * 86400_000).toISOString().slice(0, 10), '12:00'));
    expect(await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: '5', qrUniqueCode: code })).toMatchObject({ status: 409, body: { message: OUTSIDE } });
    expect(mailsTo(email, OTP_SUBJECT).length).toBe(codesBefore + 2);
  });

  it('a blackout date is refused all day, with the date in words', async () => {
    fixClockForTests(newYork(blackout, '12:00'));
    const spelled = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${blackout}T00:00:00Z`));
    const refused = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: '5', qrUniqueCode: code });
    expect(refused).toMatchObject({ status: 409, body: { message: `This card cannot be redeemed on ${spelled}. It can be redeemed Mon–Fri, 11:00–14:00.` } });
  });

  it('a card type without a window is redeemed at any hour', async () => {
    const { code: other, email: holder } = await world.boughtForSelf();
    // 04:30 UTC is 23:30 the evening before in New York.
    fixClockForTests(`${wednesday}T04:30:00Z`);
    expect((await redeemWithOtp(world.a.api, other, holder, 5)).status).toBe(200);
  });
});
