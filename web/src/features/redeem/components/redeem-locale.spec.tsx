import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CameraScanner } from './camera-scanner';
import { PinKeypad } from './pin-keypad';
import { noop, redeemDetails } from './redeem-details.fixtures';
import { SettledCard } from './settled-card';
import { renderWith } from '../../../test-support/render-with';

describe('the counter in Spanish and French', () => {
  it('offers the scan step in Spanish', () => {
    renderWith(<CameraScanner onRead={jest.fn()} paused={false} />, { locale: 'es' });
    expect(screen.getByText('Apunta la cámara al código QR del correo de la tarjeta regalo o del teléfono.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar cámara' })).toBeTruthy();
  });

  it('asks for the amount, then the one-time code, in Spanish', () => {
    const { rerender } = renderWith(redeemDetails(), { locale: 'es' });
    expect(screen.getByText('Detalles de la tarjeta regalo')).toBeTruthy();
    expect(screen.getByLabelText('Importe a canjear')).toBeTruthy();
    expect(screen.getByText('El código de un solo uso se envía a Ana en ana@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar código OTP' })).toBeTruthy();
    expect(screen.getByText('Todavía no hay canjes.')).toBeTruthy();

    rerender(redeemDetails({ otpSentFor: 12.5 }));
    expect(screen.getByLabelText(/^Código de un solo uso para 12,50\s€$/)).toBeTruthy();
    expect(screen.getByPlaceholderText('6 dígitos')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Canjear 12,50\s€$/ })).toBeTruthy();
  });

  it('takes the PIN and settles the card in French', () => {
    renderWith(
      <>
        <PinKeypad pin="" onChange={noop} action="Encaisser" busy={false} onSubmit={noop} />
        <SettledCard cashedOut={null} onScanNext={noop} />
      </>,
      { locale: 'fr' },
    );
    expect(screen.getByLabelText('Code PIN du titulaire')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Effacer le dernier chiffre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scanner la carte suivante' })).toBeTruthy();
    expect(screen.getByText(/Plus rien à utiliser · Solde/)).toBeTruthy();
  });
});
