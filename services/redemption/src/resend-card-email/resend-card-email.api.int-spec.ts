import { ApiClient, buyGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform } from '../../../../test/redemption-api';

/** The card's email again: always to the holder's recorded address, limited, and "Lost your card?" never says whether a card exists. */
describe.each(databaseEnvs)('sending a card again (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { boughtForSelf, mailsTo } = world;
  const CARD_EMAIL = /gift card from Harbor Grill/;
  let clients = 0;
  const visitor = () => new ApiClient(world.platform.url, { 'x-forwarded-for': `10.9.0.${++clients}` });

  /** Waits until `count` card emails reached `email`, then answers them. */
  const cardEmails = (email: string, count: number) => eventually(() => (mailsTo(email, CARD_EMAIL).length === count ? mailsTo(email, CARD_EMAIL) : undefined));

  it("sends the card again to the holder at the admin's request, and to the recipient of a gift, never to the buyer", async () => {
    const { code, email } = await boughtForSelf();
    await cardEmails(email, 1);
    expect(await world.a.api.post(`/api/v1/admin/issued-cards/${code}/resend`)).toMatchObject({ status: 200, body: { success: true, message: `The gift card email was sent again to ${email}.` } });
    const [, again] = await cardEmails(email, 2);
    expect(again.text).toContain(code);

    const [giver, recipient] = [`gus.${engine.toLowerCase()}@example.com`, `rita.${engine.toLowerCase()}@example.com`];
    const gift = await buyGiftCard(world.platform.url, {
      businessSlug: world.a.businessSlug,
      giftCardId: world.cardA._id,
      giftInfo: { senderName: 'Gus Giver', senderEmail: giver, senderPhone: '(555) 123-4567', recipientName: 'Rita Recipient', recipientEmail: recipient, message: 'Enjoy' },
    });
    await eventually(() => mailsTo(recipient, /.+/).length === 1 && mailsTo(giver, /.+/).length === 1);
    expect((await world.a.api.post(`/api/v1/admin/issued-cards/${gift.uniqueCode}/resend`)).status).toBe(200);
    await eventually(() => mailsTo(recipient, /.+/).length === 2);
    expect(mailsTo(giver, /.+/)).toHaveLength(1);
  });

  it('lets the holder ask from the holder page, another business finds no card, and a card goes out at most 5 times an hour', async () => {
    const { code, email } = await boughtForSelf();
    expect(await world.b.api.post(`/api/v1/admin/issued-cards/${code}/resend`)).toMatchObject({ status: 404, body: { message: 'Gift card not found.' } });
    expect(await visitor().post(`/api/v1/cards/${code}/resend`)).toMatchObject({ status: 200, body: { message: "We sent the gift card again to its holder's email address." } });
    for (let i = 0; i < 4; i++) expect((await world.a.api.post(`/api/v1/admin/issued-cards/${code}/resend`)).status).toBe(200);
    expect((await visitor().post(`/api/v1/cards/${code}/resend`)).status).toBe(429);
    await cardEmails(email, 6);
    expect((await visitor().post('/api/v1/cards/0000000000000000000000000A/resend')).status).toBe(404);
  });

  it('"Lost your card?" emails every active card of the business held under the address, and answers alike when there is none', async () => {
    const first = await boughtForSelf();
    const answer = { status: 200, body: { success: true, message: 'If gift cards of this business are held under that email address, we have sent them to it.' } };
    expect(await visitor().post('/api/v1/public/lost-cards', { email: first.email.toUpperCase(), businessSlug: world.a.businessSlug })).toMatchObject(answer);
    const [, again] = await cardEmails(first.email, 2);
    expect(again.text).toContain(first.code);
    expect(await visitor().post('/api/v1/public/lost-cards', { email: 'nobody@example.com', businessSlug: world.a.businessSlug })).toMatchObject(answer);
    // Another business's page sends nothing of this one's.
    expect(await visitor().post('/api/v1/public/lost-cards', { email: first.email, businessSlug: world.b.businessSlug })).toMatchObject(answer);
    expect(await visitor().post('/api/v1/public/lost-cards', { email: 'not-an-email', businessSlug: world.a.businessSlug })).toMatchObject({
      status: 400,
      body: { fields: { email: 'Enter a valid email address.' } },
    });
    // At most 3 an hour for an address: the fourth is answered alike and sends nothing.
    for (let i = 0; i < 3; i++) expect(await visitor().post('/api/v1/public/lost-cards', { email: first.email, businessSlug: world.a.businessSlug })).toMatchObject(answer);
    await cardEmails(first.email, 4);
  });
});
