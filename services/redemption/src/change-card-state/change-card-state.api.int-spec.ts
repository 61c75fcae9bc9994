import { sql } from 'drizzle-orm';
import { ApiClient } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform } from '../../../../test/redemption-api';

/** Void and reactivate: a lost or stolen card stops working at the counter and on the holder page says so; reactivated, it works again. */
describe.each(databaseEnvs)('voiding and reactivating a card (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { rows, hashOf, boughtForSelf, mailsTo, redeem } = world;

  const voidCard = (code: string, reason: unknown = 'Reported stolen') => world.a.api.post(`/api/v1/admin/issued-cards/${code}/void`, { reason });
  const reactivate = (code: string, reason: unknown = 'Found again') => world.a.api.post(`/api/v1/admin/issued-cards/${code}/reactivate`, { reason });
  const actionsOf = (code: string) =>
    rows<{ action: string; reason: string; actor: string }>(
      sql`select action, reason, actor from redemption.card_actions where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );

  it('voids an active card: the counter and the holder page say it cannot be redeemed, no code is sent, and the balance stays', async () => {
    const { code, email } = await boughtForSelf();
    expect(await voidCard(code)).toMatchObject({ status: 200, body: { remainingBalance: 50, status: 'void' } });

    const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
    expect(scanned.body.giftCard.status).toBe('void');
    const refusal = { status: 409, body: { code: 'REDEMPTION.CARD_NOT_ACTIVE', message: 'This gift card has been voided and cannot be redeemed.' } };
    expect(await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 5, qrUniqueCode: code })).toMatchObject(refusal);
    expect(mailsTo(email, /is your code to redeem/)).toHaveLength(0);
    expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 409 });
    const holderPage = await new ApiClient(world.platform.url).get(`/api/v1/cards/${code}`);
    expect(holderPage.body.giftCard).toMatchObject({ status: 'void', remainingBalance: 50 });
  });

  it('reactivates a voided card with the balance it kept, and keeps both actions with who and why; the holder is emailed each time', async () => {
    const { code, email } = await boughtForSelf();
    await voidCard(code, 'Lost at the bar');
    const voided = await eventually(() => mailsTo(email, /was voided/)[0]);
    expect(voided.text).toContain('Reason: Lost at the bar');
    expect(voided.text).toContain('Balance: $50.00');
    expect(await reactivate(code)).toMatchObject({ status: 200, body: { remainingBalance: 50, status: 'active' } });
    expect((await eventually(() => mailsTo(email, /can be used again/)[0])).text).toContain('Reason: Found again');
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard.status).toBe('active');
    expect(await actionsOf(code)).toEqual([
      { action: 'void', reason: 'Lost at the bar', actor: expect.stringMatching(/^admin:/) },
      { action: 'reactivate', reason: 'Found again', actor: expect.stringMatching(/^admin:/) },
    ]);
  });

  it('refuses to void a void card or reactivate an active one (409), and wants a reason (400); nothing is recorded', async () => {
    const { code } = await boughtForSelf();
    expect(await reactivate(code)).toMatchObject({ status: 409, body: { message: 'Only a voided gift card can be reactivated.' } });
    expect(await voidCard(code, '   ')).toMatchObject({ status: 400, body: { message: 'Enter a reason.', fields: { reason: 'Enter a reason.' } } });
    expect(await voidCard(code, 'x'.repeat(501))).toMatchObject({ status: 400, body: { fields: { reason: 'Keep the reason to 500 characters.' } } });
    await voidCard(code);
    expect(await voidCard(code)).toMatchObject({ status: 409, body: { message: 'Only an active gift card can be voided.' } });
    expect((await actionsOf(code)).map((row) => row.action)).toEqual(['void']);
  });

  it("answers 'Gift card not found.' for another business's card, an unknown code and a malformed one, and changes nothing", async () => {
    const { code } = await boughtForSelf();
    const notFound = { status: 404, body: { message: 'Gift card not found.' } };
    expect(await world.b.api.post(`/api/v1/admin/issued-cards/${code}/void`, { reason: 'Not mine' })).toMatchObject(notFound);
    expect(await world.a.api.post('/api/v1/admin/issued-cards/0000000000000000000000000A/void', { reason: 'x' })).toMatchObject(notFound);
    expect(await world.a.api.post('/api/v1/admin/issued-cards/not-a-code/void', { reason: 'x' })).toMatchObject(notFound);
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard.status).toBe('active');
    expect(await actionsOf(code)).toEqual([]);
  });

  it('needs a signed-in admin', async () => {
    const { code } = await boughtForSelf();
    expect((await new ApiClient(world.platform.url).post(`/api/v1/admin/issued-cards/${code}/void`, { reason: 'x' })).status).toBe(401);
  });
});
