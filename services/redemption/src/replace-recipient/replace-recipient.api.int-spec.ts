import { sql } from 'drizzle-orm';
import { ApiClient, buyGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform } from '../../../../test/redemption-api';

/** A gift sent to the wrong address goes to its right recipient under a new code; the old code stops at once and says the card moved. */
describe.each(databaseEnvs)("changing a gift's recipient (all-in-one on %s)", (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { rows, hashOf, mailsTo, sendOtp, verify, redeem, redeemWithOtp } = world;
  let gifts = 0;
  const MOVED = 'This gift card was moved to a new code and cannot be redeemed.';

  /** A gift of Harbor Grill from Gus to a misspelled address of Rita's. */
  async function giftToWrongAddress() {
    const n = `${++gifts}.${engine.toLowerCase()}`;
    const [giver, wrong, right] = [`gus${n}@example.com`, `rita${n}@exmaple.com`, `rita${n}@example.com`];
    const gift = await buyGiftCard(world.platform.url, {
      businessSlug: world.a.businessSlug,
      giftCardId: world.cardA._id,
      giftInfo: { senderName: 'Gus Giver', senderEmail: giver, senderPhone: '(555) 123-4567', recipientName: 'Rita Recipient', recipientEmail: wrong, message: 'Enjoy' },
    });
    await eventually(() => mailsTo(wrong, /gift card from Harbor Grill/).length === 1);
    return { code: gift.uniqueCode, giver, wrong, right };
  }

  const moveTo = (api: ApiClient, code: string, recipient: Record<string, unknown>) => api.put(`/api/v1/admin/issued-cards/${code}/recipient`, recipient);

  it('sends the card to the new recipient under a new code, tells the buyer, and the old code only says the card moved', async () => {
    const { code, giver, wrong, right } = await giftToWrongAddress();
    const moved = await moveTo(world.a.api, code, { recipientName: 'Rita Right', recipientEmail: ` ${right.toUpperCase()} ` });
    expect(moved).toMatchObject({ status: 200, body: { uniqueCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/) } });
    const newCode: string = moved.body.uniqueCode;
    expect(newCode).not.toBe(code);

    const [received] = await eventually(() => (mailsTo(right, /gift card from Harbor Grill/).length === 1 ? mailsTo(right, /gift card from Harbor Grill/) : undefined));
    expect(received.text).toContain(newCode);
    expect(received.text).toContain('Rita Right, you have received a gift!');
    const [told] = await eventually(() => (mailsTo(giver, /now goes to Rita Right/).length === 1 ? mailsTo(giver, /now goes to Rita Right/) : undefined));
    expect(told.text).toContain(right);
    expect(told.text).not.toContain(newCode);
    expect(mailsTo(wrong, /.+/)).toHaveLength(1);

    // The old code: the counter sees a moved card, sends no code and redeems nothing; the holder page shows nothing left.
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard.status).toBe('replaced');
    const refused = { status: 409, body: { code: 'REDEMPTION.CARD_NOT_ACTIVE', message: MOVED } };
    expect(await world.a.api.post('/api/v1/admin/send-otp-redeem', { email: wrong, redeemAmount: 5, qrUniqueCode: code })).toMatchObject(refused);
    expect(await redeem(world.a.api, code, 5)).toMatchObject(refused);
    expect((await new ApiClient(world.platform.url).get(`/api/v1/cards/${code}`)).body.giftCard).toMatchObject({ status: 'replaced', remainingBalance: 0 });

    // The new code is the card, with all its value, spent by its new holder.
    expect((await new ApiClient(world.platform.url).get(`/api/v1/cards/${newCode}`)).body.giftCard).toMatchObject({ status: 'active', remainingBalance: 50 });
    expect((await redeemWithOtp(world.a.api, newCode, right, 20)).body.buyer).toMatchObject({ remainingBalance: 30, qrCode: { uniqueCode: newCode } });

    const actions = await rows(sql`select action, reason from redemption.card_actions where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(newCode)})`);
    expect(actions).toEqual([{ action: 'replace-recipient', reason: `Recipient changed to ${right}` }]);
  });

  it("shows the new recipient and code in the orders views, and keeps the admin's reason", async () => {
    const { code, right } = await giftToWrongAddress();
    const newCode = (await moveTo(world.a.api, code, { recipientName: 'Rita Right', recipientEmail: right, reason: 'Typo in the address' })).body.uniqueCode;
    const buyer = await eventually(async () => {
      const { buyers } = (await world.a.api.get(`/api/v1/admin/giftcards/${world.cardA._id}/buyers`)).body;
      return buyers.find((row: any) => row.qrCode.uniqueCode === newCode && row.giftInfo?.recipientEmail === right);
    });
    expect(buyer.giftInfo).toMatchObject({ recipientName: 'Rita Right', recipientEmail: right });
    const [action] = await rows(sql`select reason from redemption.card_actions where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(newCode)})`);
    expect(action).toEqual({ reason: 'Typo in the address' });
  });

  it('stops a redemption confirmed under the old code before the move', async () => {
    const { code, wrong, right } = await giftToWrongAddress();
    const { otp } = await sendOtp(world.a.api, code, wrong, 10);
    expect((await verify(world.a.api, code, otp, wrong)).status).toBe(200);
    await moveTo(world.a.api, code, { recipientName: 'Rita Right', recipientEmail: right });
    expect(await redeem(world.a.api, code, 10)).toMatchObject({ status: 409, body: { message: MOVED } });
  });

  it("refuses a card bought for oneself, a card that is not active, bad fields, another business's card and an old code; nothing changes", async () => {
    const self = await world.boughtForSelf();
    const recipient = { recipientName: 'Rita Right', recipientEmail: 'rita@example.com' };
    expect(await moveTo(world.a.api, self.code, recipient)).toMatchObject({ status: 409, body: { message: 'Only a gift bought for someone else has a recipient to change.' } });

    const { code, right } = await giftToWrongAddress();
    expect(await moveTo(world.a.api, code, { recipientName: '  ', recipientEmail: 'rita@' })).toMatchObject({
      status: 400,
      body: { fields: { recipientName: 'This field is mandatory', recipientEmail: 'Please enter a valid email address' } },
    });
    const notFound = { status: 404, body: { message: 'Gift card not found.' } };
    expect(await moveTo(world.b.api, code, recipient)).toMatchObject(notFound);
    expect(await moveTo(world.a.api, '0000000000000000000000000A', recipient)).toMatchObject(notFound);
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard.status).toBe('active');

    const newCode = (await moveTo(world.a.api, code, { recipientName: 'Rita Right', recipientEmail: right })).body.uniqueCode;
    expect(await moveTo(world.a.api, code, recipient)).toMatchObject(notFound);
    await world.a.api.post(`/api/v1/admin/issued-cards/${newCode}/void`, { reason: 'Reported stolen' });
    expect(await moveTo(world.a.api, newCode, recipient)).toMatchObject({ status: 409, body: { message: 'Only an active gift card can get a new recipient.' } });
  });
});
