import { erasedEmail, ERASED_NAME } from '@gv/proto';
import { holderGift, type GiftFacts } from './holder-gift';

const gift: GiftFacts = { purchaseType: 'gift', buyerName: 'Alice Giver', buyerEmail: 'alice@example.com', message: '  Happy birthday!\nLove, A.  ' };

describe('holderGift', () => {
  it("tells a gift's holder the giver's name and message, trimmed, and nothing else of the giver", () => {
    expect(holderGift(gift)).toEqual({ fromName: 'Alice Giver', message: 'Happy birthday!\nLove, A.' });
  });

  it('is none for a card bought for oneself', () => {
    expect(holderGift({ ...gift, purchaseType: 'self', message: '' })).toBeNull();
  });

  it('is none once the giver was erased', () => {
    expect(holderGift({ ...gift, buyerName: ERASED_NAME, buyerEmail: erasedEmail('a1b2c3d4e5f6a7b8'), message: '' })).toBeNull();
  });
});
