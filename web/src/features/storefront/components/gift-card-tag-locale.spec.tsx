import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { GIFT_CARD_TAGS, giftCardTagLabel, giftCardTagMessages, LOCALES, type GiftCardView } from '@gv/proto';
import { LocaleProvider } from '../../../lib/i18n';
import { GiftCardTile } from './gift-card-tile';

const card: GiftCardView = {
  _id: 'gc1',
  giftCardName: 'Cena para dos',
  giftCardTag: 'Fine Dining',
  icon: '🍽️',
  description: 'Una cena inolvidable.',
  amount: 50,
  amountMode: 'fixed',
  minAmount: null,
  maxAmount: null,
  discount: 0,
  reloadable: false,
  salePrice: 50,
  currency: 'EUR',
  expirationDate: '2027-06-30',
  expired: false,
  redemptionWindow: null,
  locationIds: [],
  homeLocationId: null,
  voucherType: 'multi-purpose',
  vatRate: null,
  giftCardImg: '/img/cena.webp',
  businessSlug: 'casa-pepe',
  status: 'active',
  buyers: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const noop = () => {};

describe('gift card tags in the language now', () => {
  it('shows the tag of a storefront tile in Spanish', () => {
    const { container } = render(
      <LocaleProvider initial="es">
        <GiftCardTile card={card} href="/casa-pepe/gc1" onOpen={noop} />
      </LocaleProvider>,
    );
    expect(container.querySelector('.gc-tile__tag')?.textContent).toBe('🍽️ Alta cocina');
    expect(screen.queryByText(/Fine Dining/)).toBeNull();
  });

  it('keeps the stored English tag in English', () => {
    const { container } = render(<GiftCardTile card={card} href="/casa-pepe/gc1" onOpen={noop} />);
    expect(container.querySelector('.gc-tile__tag')?.textContent).toBe('🍽️ Fine Dining');
  });

  it('has every tag in every language, English word for word the stored tag', () => {
    for (const tag of GIFT_CARD_TAGS) {
      expect(giftCardTagMessages.messages.en[tag.label]).toBe(tag.label);
      for (const locale of LOCALES) expect(giftCardTagLabel(tag.label, locale)).toBeTruthy();
    }
    expect(giftCardTagLabel("Chef's Special", 'fr')).toBe('Suggestion du chef');
    expect(giftCardTagLabel('For You', 'es')).toBe('Para ti');
    expect(giftCardTagLabel('Some old tag', 'fr')).toBe('Some old tag');
  });
});
