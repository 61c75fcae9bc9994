import type { GiftCardView } from '@gv/proto';
import { cardPreview } from './share-preview';

const card = (fields: Partial<GiftCardView>) =>
  ({ _id: 'card-1', businessSlug: 'yen-sushi', giftCardName: 'Omakase', description: 'Dinner for two.', discount: 0, minAmount: null, maxAmount: null, giftCardImg: '/media/a.webp', ...fields }) as GiftCardView;

const spaced = (text: string) => text.replace(/\s/gu, ' ');

describe("a card page's social preview", () => {
  it('states the price in the card’s currency', () => {
    expect(cardPreview(card({ currency: 'JPY', amount: 5000, salePrice: 4500, discount: 10 })).description).toBe('Dinner for two. Pay ¥4,500 for a ¥5,000 gift card.');
    expect(cardPreview(card({ currency: 'GBP', amount: 50, salePrice: 45, discount: 10 })).description).toBe('Dinner for two. Pay £45.00 for a £50.00 gift card.');
    expect(cardPreview(card({ currency: 'JPY', amount: 3000, minAmount: 3000, maxAmount: 30000 })).description).toBe('Dinner for two. Any amount ¥3,000–¥30,000 gift card.');
  });

  it('speaks the page’s language', () => {
    const euros = card({ currency: 'EUR', amount: 50, salePrice: 45, discount: 10, description: 'Dîner pour deux.' });
    // French writes a narrow no-break space before € and %: compared as spaces.
    const inFrench = cardPreview(euros, 'fr');
    expect([inFrench.title, inFrench.description].map(spaced)).toEqual(['Omakase — 10 % de réduction | Giftcard Vault', 'Dîner pour deux. Payez 45,00 € pour une carte cadeau de 50,00 €.']);
    const anyAmount = card({ currency: 'EUR', amount: 10, minAmount: 10, maxAmount: 200, description: 'Cena.' });
    expect(spaced(cardPreview(anyAmount, 'es').description)).toBe('Cena. Tarjeta regalo de cualquier importe entre 10 € y 200 €.');
  });
});
