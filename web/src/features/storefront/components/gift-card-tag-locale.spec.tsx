import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { GIFT_CARD_TAGS, giftCardTagLabel, giftCardTagMessages, LOCALES } from '@gv/proto';
import { giftCardView } from '../../../test-support/gift-card.fixtures';
import { GiftCardTile } from './gift-card-tile';
import { renderWith } from '../../../test-support/render-with';

const card = giftCardView({ giftCardTag: 'Fine Dining', icon: '🍽️' });

const noop = () => {};

describe('gift card tags in the language now', () => {
  it('shows the tag of a storefront tile in Spanish', () => {
    const { container } = renderWith(<GiftCardTile card={card} href="/casa-pepe/gc1" onOpen={noop} />, { locale: 'es' });
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
