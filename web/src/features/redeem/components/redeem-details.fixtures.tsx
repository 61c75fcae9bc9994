import type { ScannedGiftCard } from '@gv/proto';
import { CurrencyProvider } from '../../../lib/currency';
import { RedeemDetailsModal } from './redeem-details-modal';

type CardStatus = ScannedGiftCard['giftCard']['status'];

/** Ana's €50 card as the counter scans it: `status`, with 40 left, no redemptions yet. */
const scannedCard = (status: CardStatus): ScannedGiftCard => ({
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
    paidBalance: 40,
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
      remainingBalance: 40,
      usedAmount: 10,
      qrCode: { uniqueCode: '0123456789ABCDEFGHJKMNPQRS' },
      testCard: false,
      selfInfo: { name: 'Ana', email: 'ana@example.com' },
      giftInfo: null,
      redemptionHistory: [],
    },
  ],
  verification: { email: true, sms: false, pin: true },
});

export const noop = () => {};

/** The counter's details of that card, in euros, idle: the one-time code sent for `otpSentFor` (null: none yet). */
export const redeemDetails = ({ status = 'active', otpSentFor = null }: { status?: CardStatus; otpSentFor?: number | null } = {}) => (
  <CurrencyProvider currency="EUR">
    <RedeemDetailsModal
      scanned={scannedCard(status)}
      otpSentFor={otpSentFor}
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
