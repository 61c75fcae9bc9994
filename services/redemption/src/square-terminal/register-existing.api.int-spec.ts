import { sql } from 'drizzle-orm';
import { SquareClient } from 'square';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { readMailbox } from '../../../../test/mail';
import { squarePosPlatform } from '../../../../test/square-pos';

const TOKEN = 'EAAA-harbor-existing-token';
const PATH = '/api/v1/admin/square/register-existing';

/** "Register existing cards": cards sold before the switch was on, registered at Square once each, stopped and resumed. */
describe.each(databaseEnvs)('registering existing cards at the business’s Square Point of Sale (all-in-one on %s)', (_engine, openDatabase) => {
  const world = squarePosPlatform(openDatabase, TOKEN);
  const square = () => new SquareClient({ token: TOKEN, baseUrl: world.emulator.url });
  const bought = async () => (await world.bought()).code;

  /** Every gift card the business has at Square, page after page. */
  async function cardsAtSquare() {
    const cards = [];
    for await (const card of await square().giftCards.list()) cards.push(card);
    return cards;
  }

  const progress = async (api = world.a.api) => (await api.get(PATH)).body;
  const doneWith = (registered: number) =>
    eventually(async () => {
      const now = await progress();
      return now.status === 'done' && now.registered === registered ? now : undefined;
    }, 60_000);

  it('registers every live active card sold before the switch once, with its balance, however often it is started; stops and resumes', async () => {
    await world.goLiveWithSquare();
    const codes = [await bought(), await bought(), await bought()];

    const off = await world.a.api.post(PATH);
    expect([off.status, off.body.message]).toEqual([409, 'Turn on "Cards work at my Square Point of Sale" first.']);
    expect(await progress()).toEqual({ total: 3, registered: 0, status: 'idle' });

    expect((await world.settings({ squareGiftCardSync: true })).status).toBe(200);
    await world.syncHeard();
    // Square is down for each card's first four tries (about 3.5 s of backoff): the owner stops the run meanwhile.
    world.emulator.failNext(12, 503, 'before', '/v2/gift-cards');
    const started = await world.a.api.post(PATH);
    expect([started.status, started.body]).toEqual([200, { total: 3, registered: 0, status: 'running' }]);
    await eventually(async () => (await world.rows(sql`select 1 from redemption.issued_cards where business_slug = ${world.a.businessSlug} and pos_gan is not null`)).length === 3);
    expect((await world.a.api.delete(PATH)).body).toEqual({ total: 3, registered: 0, status: 'stopped' });

    const [resumed, again] = await Promise.all([world.a.api.post(PATH), world.a.api.post(PATH)]);
    expect([resumed.status, again.status]).toEqual([200, 200]);
    expect(await doneWith(3)).toEqual({ total: 3, registered: 3, status: 'done' });
    expect((await world.a.api.post(PATH)).status).toBe(200);
    await doneWith(3);

    const atSquare = await cardsAtSquare();
    expect(atSquare).toHaveLength(3);
    expect(new Set(atSquare.map((card) => card.gan)).size).toBe(3);
    expect(atSquare.every((card) => card.state === 'ACTIVE' && card.balanceMoney?.amount === 5000n)).toBe(true);
    for (const code of codes) {
      const { giftCard } = (await world.a.api.get(`/api/v1/cards/${code}`)).body;
      expect(atSquare.map((card) => card.gan)).toContain(giftCard.posNumber);
    }
    // The card's email, sent again now, carries its number at the terminal as a barcode with the number under it.
    const { giftCard } = (await world.a.api.get(`/api/v1/cards/${codes[0]}`)).body;
    expect((await world.a.api.post(`/api/v1/admin/issued-cards/${codes[0]}/resend`)).status).toBe(200);
    const mail = await eventually(() => readMailbox(world.platform.dataDir).find((each) => each.text.includes(codes[0]) && each.text.includes(giftCard.posNumber)), 20_000);
    expect(mail.text).toContain(`Number at the Square terminal: ${giftCard.posNumber}`);
    expect(mail.text).toMatch(/Content-ID: <pos-barcode>/i);
    // Another business's owner sees its own cards only.
    expect(await progress(world.b.api)).toEqual({ total: 0, registered: 0, status: 'done' });
  }, 180_000);
});
