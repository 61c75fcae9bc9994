import { eventually } from '../../test/engines';
import { readMailbox } from '../../test/mail';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, useTestPlatform, type TestPlatform } from '../../test/api';

const htmlLang = async (url: string) => /<html lang="([a-z]+)"/.exec(await (await fetch(url)).text())?.[1];

/**
 * The language a buyer chooses on the storefront is kept with the order: the cards' emails (the recipient's
 * included) and the holder page speak it, whatever the business's own language; a buyer who chooses none gets the
 * business's.
 */
describe('languages: the buyer’s and the business’s', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started));

  it('writes a gift bought in Spanish to its recipient in Spanish, and draws its holder page in Spanish', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Casa Lola', { currency: 'EUR' });
    const created = await createGiftCard(api, { giftCardName: 'Cena para dos', amount: '50', discount: '0' });
    const giftCardId = created.body.giftCard._id;

    const refused = await new ApiClient(platform.url).post('/api/payments/create-payment', {
      id: giftCardId,
      purchaseType: 'self',
      selfInfo: { name: 'Ana', email: 'ana@example.com', phone: '(555) 123-4567' },
      sourceId: 'cnon:card-nonce-ok',
      idempotencyKey: crypto.randomUUID(),
      businessSlug,
      locale: 'de',
    });
    expect(refused).toMatchObject({ status: 400, body: { fields: { locale: 'Choose a language: en, es or fr.' } } });

    const gift = {
      recipientName: 'Lucía',
      recipientEmail: 'lucia@example.com',
      message: '¡Feliz cumpleaños!',
      senderName: 'Pablo',
      senderEmail: 'pablo@example.com',
      senderPhone: '5551234567',
    };
    const bought = await buyGiftCard(platform.url, { businessSlug, giftCardId, giftInfo: gift, locale: 'es' });

    const recipientEmail = await eventually(() => readMailbox(platform.dataDir).find((mail) => mail.to.includes('lucia@example.com')));
    expect(recipientEmail.subject).toContain('Pablo te ha enviado una tarjeta regalo de Casa Lola');
    expect(recipientEmail.text).toContain('¡Lucía, has recibido un regalo!');
    expect(recipientEmail.text).toMatch(/<html[^>]* lang="es"/);
    // The buyer's copy names the amount the Spanish way.
    const buyerEmail = await eventually(() => readMailbox(platform.dataDir).find((mail) => mail.to.includes('pablo@example.com')));
    expect(buyerEmail.text).toMatch(/50,00\s€/);

    const holder = (await new ApiClient(platform.url).get(`/api/v1/cards/${bought.uniqueCode}`)).body.giftCard;
    expect(holder).toMatchObject({ currency: 'EUR', locale: 'es' });
    expect(await htmlLang(`${platform.url}/card/${bought.uniqueCode}`)).toBe('es');
    // The storefront stays in the business's language.
    expect(await htmlLang(`${platform.url}/${businessSlug}/giftcards`)).toBe('en');
  });

  it('gives a buyer who chooses no language the business’s', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Chez Camille', { currency: 'EUR' });
    expect((await api.put('/api/v1/admin/settings', { locale: 'fr' })).status).toBe(200);
    const created = await createGiftCard(api, { giftCardName: 'Dîner', amount: '40', discount: '0' });
    const bought = await buyGiftCard(platform.url, { businessSlug, giftCardId: created.body.giftCard._id, selfInfo: { name: 'Jean', email: 'jean@example.com', phone: '(555) 123-4567' } });

    expect((await new ApiClient(platform.url).get(`/api/v1/cards/${bought.uniqueCode}`)).body.giftCard.locale).toBe('fr');
    expect(await htmlLang(`${platform.url}/${businessSlug}/giftcards`)).toBe('fr');
    const cardEmail = await eventually(() => readMailbox(platform.dataDir).find((mail) => mail.to.includes('jean@example.com') && mail.text.includes(bought.uniqueCode)));
    expect(cardEmail.text).toContain('Merci pour votre achat, Jean !');
    expect(cardEmail.text).toMatch(/Valeur : 40,00\s€/);
  });
});
