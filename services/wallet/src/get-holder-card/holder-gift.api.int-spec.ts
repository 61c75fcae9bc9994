import { ApiClient, buyGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { counterPlatform } from '../../../../test/redemption-api';

/** The holder answer's `gift`, which the gift's reveal page (/card/{code}/reveal) shows: the giver's name and words, never how to reach them. */
describe.each(databaseEnvs)("a gift's giver and message on the holder answer (all-in-one on %s)", (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const holderCard = (code: string) => new ApiClient(world.platform.url).get(`/api/v1/cards/${code}`);
  let gifts = 0;

  async function giftFromAlice(message: string) {
    const n = `${++gifts}.${engine.toLowerCase()}`;
    const giver = { senderName: 'Alice Giver', senderEmail: `alice${n}@example.com`, senderPhone: '(555) 987-6543' };
    const gift = await buyGiftCard(world.platform.url, {
      businessSlug: world.a.businessSlug,
      giftCardId: world.cardA._id,
      giftInfo: { ...giver, recipientName: 'Rita Recipient', recipientEmail: `rita${n}@example.com`, message },
    });
    return { code: gift.uniqueCode, giver };
  }

  it("shows a gift's giver by name and their message, and nothing that reaches the giver", async () => {
    const { code, giver } = await giftFromAlice('  Happy birthday, Rita!\nDinner is on me <3  ');
    const answer = await holderCard(code);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.gift).toEqual({ fromName: 'Alice Giver', message: 'Happy birthday, Rita!\nDinner is on me <3' });
    expect(answer.body.giftCard).toMatchObject({ amount: 50, remainingBalance: 50 });
    const text = JSON.stringify(answer.body);
    for (const secret of [giver.senderEmail, giver.senderPhone, '5559876543']) expect(text).not.toContain(secret);
  });

  it('gives a gift without a message an empty one', async () => {
    const { code } = await giftFromAlice('');
    expect((await holderCard(code)).body.gift).toEqual({ fromName: 'Alice Giver', message: '' });
  });

  it('has no gift on a card bought for oneself, nor the buyer', async () => {
    const { code, email } = await world.boughtForSelf();
    const answer = await holderCard(code);
    expect(answer.status).toBe(200);
    expect(answer.body.gift).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain(email);
    expect(JSON.stringify(answer.body)).not.toContain('Ann Buyer');
  });

  it("keeps the gift with the card when it moves to a new recipient's code; the old code shows none", async () => {
    const { code } = await giftFromAlice('Enjoy!');
    const moved = await world.a.api.put(`/api/v1/admin/issued-cards/${code}/recipient`, { recipientName: 'Rita Right', recipientEmail: `rita.right${gifts}.${engine.toLowerCase()}@example.com` });
    expect(moved.status).toBe(200);
    expect((await holderCard(moved.body.uniqueCode)).body.gift).toEqual({ fromName: 'Alice Giver', message: 'Enjoy!' });
    const old = await holderCard(code);
    expect(old.body.giftCard.status).toBe('replaced');
    expect(old.body.gift).toBeNull();
  });
});
