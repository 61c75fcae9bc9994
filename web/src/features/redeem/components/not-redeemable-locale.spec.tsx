import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { NOT_REDEEMABLE, notRedeemableMessages, translate, type ScannedGiftCard } from '@gv/proto';
import { CurrencyProvider } from '../../../lib/currency';
import { LocaleProvider } from '../../../lib/i18n';
import { RedeemDetailsModal } from './redeem-details-modal';

const scanned = (status: ScannedGiftCard['giftCard']['status'], remainingBalance = 40): ScannedGiftCard => ({
  giftCard: {
    _id: 'gc',
    giftCardName: 'Cena para dos',
    amount: 50,
    currency: 'EUR',
    expirationDate: '2027-06-30',
    paidExpiresOn: null,
    bonusExpiresOn: null,
    expired: false,
    businessSlug: 'bistro',
    status,
    cashOut: null,
    amountPaid: 50,
    paidBalance: remainingBalance,
    bonusBalance: 0,
    paymentCardLast4: null,
    testCard: false,
  },
  buyers: [
    {
      name: 'Ana',
      email: 'ana@example.com',
      giftCardName: 'Cena para dos',
      purchaseDate: '2026-03-01T12:00:00.000Z',
      remainingBalance,
      usedAmount: 50 - remainingBalance,
      qrCode: { uniqueCode: '0123456789ABCDEFGHJKMNPQRS' },
      testCard: false,
      selfInfo: { name: 'Ana', email: 'ana@example.com' },
      giftInfo: null,
      redemptionHistory: [],
    },
  ],
  verification: { email: true, sms: false, pin: true },
});

const noop = () => {};
const details = (status: ScannedGiftCard['giftCard']['status']) => (
  <CurrencyProvider currency="EUR">
    <RedeemDetailsModal
      scanned={scanned(status)}
      otpSentFor={null}
      otpPurpose="redeem"
      sending={false}
      redeeming={false}
      redeemed={false}
      onSendOtp={noop}
      onRedeem={noop}
      onRedeemWithPin={noop}
      cashOut={null}
      cashingOut={false}
      onSendCashOutOtp={noop}
      onCashOut={noop}
      cashedOut={null}
      onScanNext={noop}
      onClose={noop}
    />
  </CurrencyProvider>
);

describe("the counter's not-redeemable texts", () => {
  it('tells the counter in French that a voided card cannot be redeemed', () => {
    render(<LocaleProvider initial="fr">{details('void')}</LocaleProvider>);
    expect(screen.getByText('Cette carte cadeau a été annulée et ne peut plus être utilisée.')).toBeTruthy();
  });

  it('keeps the English the server answers with', () => {
    render(details('on_hold'));
    expect(screen.getByText('This gift card is on hold while its payment is disputed and cannot be redeemed.')).toBeTruthy();
    expect(NOT_REDEEMABLE.refunded).toBe('This gift card has been refunded and cannot be redeemed.');
    expect(translate(notRedeemableMessages, 'es', 'replaced')).toBe('Esta tarjeta regalo se ha trasladado a un código nuevo y no se puede canjear.');
  });
});
