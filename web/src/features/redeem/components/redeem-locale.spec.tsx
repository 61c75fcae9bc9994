import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ScannedGiftCard } from '@gv/proto';
import { CurrencyProvider } from '../../../lib/currency';
import { LocaleProvider } from '../../../lib/i18n';
import { CameraScanner } from './camera-scanner';
import { PinKeypad } from './pin-keypad';
import { RedeemDetailsModal } from './redeem-details-modal';
import { SettledCard } from './settled-card';

const scanned = (remainingBalance = 40): ScannedGiftCard => ({
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
    status: 'active',
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
const details = (otpSentFor: number | null) => (
  <CurrencyProvider currency="EUR">
    <RedeemDetailsModal
      scanned={scanned()}
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

describe('the counter in Spanish and French', () => {
  it('offers the scan step in Spanish', () => {
    render(
      <LocaleProvider initial="es">
        <CameraScanner onRead={jest.fn()} paused={false} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Apunta la cámara al código QR del correo de la tarjeta regalo o del teléfono.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar cámara' })).toBeTruthy();
  });

  it('asks for the amount, then the one-time code, in Spanish', () => {
    const { rerender } = render(<LocaleProvider initial="es">{details(null)}</LocaleProvider>);
    expect(screen.getByText('Detalles de la tarjeta regalo')).toBeTruthy();
    expect(screen.getByLabelText('Importe a canjear')).toBeTruthy();
    expect(screen.getByText('El código de un solo uso se envía a Ana en ana@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar código OTP' })).toBeTruthy();
    expect(screen.getByText('Todavía no hay canjes.')).toBeTruthy();

    rerender(<LocaleProvider initial="es">{details(12.5)}</LocaleProvider>);
    expect(screen.getByLabelText(/^Código de un solo uso para 12,50\s€$/)).toBeTruthy();
    expect(screen.getByPlaceholderText('6 dígitos')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Canjear 12,50\s€$/ })).toBeTruthy();
  });

  it('takes the PIN and settles the card in French', () => {
    render(
      <LocaleProvider initial="fr">
        <PinKeypad pin="" onChange={noop} action="Encaisser" busy={false} onSubmit={noop} />
        <SettledCard cashedOut={null} onScanNext={noop} />
      </LocaleProvider>,
    );
    expect(screen.getByLabelText('Code PIN du titulaire')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Effacer le dernier chiffre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scanner la carte suivante' })).toBeTruthy();
    expect(screen.getByText(/Plus rien à utiliser · Solde/)).toBeTruthy();
  });
});
