import { jest } from '@jest/globals';
import { OUTBOX, type DbOrTx, type Outbox } from '@gv/platform';
import type { AnyEventEnvelope } from '@gv/proto';
import { ApiClient, buyGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform } from '../../../../test/redemption-api';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';

/** The card's email again: always to the holder's recorded address, limited, and "Lost your card?" never says whether a card exists. */
describe.each(databaseEnvs)('sending a card again (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { boughtForSelf, mailsTo } = world;
  const CARD_EMAIL = /gift card from Harbor Grill/;
  let clients = 0;
  const visitor = () => new ApiClient(world.platform.url, { 'x-forwarded-for': `10.9.0.${++clients}` });

  /** Waits until `count` card emails reached `email`, then answers them. */
  const cardEmails = (email: string, count: number) => eventually(() => (mailsTo(email, CARD_EMAIL).length === count ? mailsTo(email, CARD_EMAIL) : undefined), 30_000);

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

  it('"Lost your card?" leaves out a gift that waits for its moment: its recipient cannot learn the code before it', async () => {
    const recipient = `rose.${engine.toLowerCase()}@example.com`;
    const gift = (deliverAt?: string) =>
      buyGiftCard(world.platform.url, {
        businessSlug: world.a.businessSlug,
        giftCardId: world.cardA._id,
        giftInfo: { senderName: 'Gus Giver', senderEmail: `gus.${engine.toLowerCase()}@example.com`, senderPhone: '(555) 123-4567', recipientName: 'Rose', recipientEmail: recipient, message: 'Soon', ...(deliverAt && { deliverAt }) },
      });
    const inAMonth = `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 19)}+00:00`;
    const waiting = await gift(inAMonth);
    const sent = await gift();
    await eventually(() => mailsTo(recipient, /.+/).length === 1);

    expect((await visitor().post('/api/v1/public/lost-cards', { email: recipient, businessSlug: world.a.businessSlug })).status).toBe(200);
    await eventually(() => mailsTo(recipient, /.+/).filter((mail) => mail.text.includes(sent.uniqueCode)).length === 2);
    await eventually(() => embeddedPlatformIdle(world.platform.app.runtime.database.db));
    for (const mail of mailsTo(recipient, /.+/)) expect(mail.text).not.toContain(waiting.uniqueCode);
    expect(mailsTo(recipient, /.+/)).toHaveLength(2);
  });

  it('"Lost your card?" answers a known and an unknown address alike, without waiting for the cards to be looked up and mailed', async () => {
    const held = await boughtForSelf();
    await cardEmails(held.email, 1);
    // The card's email is held back until let go: an answer that waited for it would not come.
    const outbox = world.platform.app.services.redemption.app.get<Outbox>(OUTBOX);
    const add = outbox.add.bind(outbox);
    let letGo!: () => void;
    const heldBack = new Promise<void>((resolve) => (letGo = resolve));
    const spy = jest.spyOn(outbox, 'add').mockImplementation(async (tx: DbOrTx, events: AnyEventEnvelope[]) => {
      if (events.some((event) => event.type === 'gift-card.resent')) await heldBack;
      return add(tx, events);
    });
    try {
      const ask = (email: string) =>
        Promise.race([
          visitor().post('/api/v1/public/lost-cards', { email, businessSlug: world.a.businessSlug }),
          new Promise((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5_000)),
        ]);
      const [known, unknown] = [await ask(held.email), await ask(`nobody.${engine.toLowerCase()}@example.com`)];
      expect(known).toMatchObject({ status: 200 });
      expect({ status: (unknown as { status: number }).status, body: (unknown as { body: unknown }).body }).toEqual({
        status: (known as { status: number }).status,
        body: (known as { body: unknown }).body,
      });
      expect(mailsTo(held.email, CARD_EMAIL)).toHaveLength(1);
    } finally {
      letGo();
    }
    const [, again] = await cardEmails(held.email, 2);
    expect(again.text).toContain(held.code);
    spy.mockRestore();
  });
});
