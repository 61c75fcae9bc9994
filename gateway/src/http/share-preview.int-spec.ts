import { createGiftCard, createSignedInAdmin, useTestPlatform, type TestPlatform } from '../../../test/api';
import { requireBuilt } from '../../../test/built';

requireBuilt(new URL('../../../web/dist/index.html', import.meta.url));

describe('shared links of public pages', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started));

  it('give a business page and a card page their own title and Open Graph tags', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Preview & Co');
    const created = await createGiftCard(api, { giftCardName: 'Chef <Tasting> Menu', giftCardTag: "Chef's Special", description: 'Seven courses.', amount: '100', discount: '20' });
    expect(created.status).toBe(201);

    const businessPage = await (await fetch(`${platform.url}/${businessSlug}/giftcards`)).text();
    expect(businessPage).toContain('<title>Preview &amp; Co gift cards | Giftcard Vault</title>');
    expect(businessPage).toContain('og:description');

    const cardPage = await (await fetch(`${platform.url}/${businessSlug}/gift-card/${created.body.giftCard._id}`)).text();
    expect(cardPage).toContain('<title>Chef &lt;Tasting&gt; Menu — 20% off | Giftcard Vault</title>');
    expect(cardPage).toContain('Pay $80.00 for a $100.00 gift card.');
    expect(cardPage).toMatch(/og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/giftcards\//);

    const unknown = await (await fetch(`${platform.url}/no-such-business/giftcards`)).text();
    expect(unknown).toContain('<title>Business not found | Giftcard Vault</title>');
    expect(unknown).not.toContain('og:image');
  });
});
