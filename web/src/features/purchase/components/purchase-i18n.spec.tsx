import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { translate } from '@gv/proto';
import { DetailsStep } from './details-step';
import { paymentMessages } from './payment-step.messages';
import { dialogMessages } from './purchase-dialog.messages';
import { TypeStep } from './type-step';
import { renderWith } from '../../../test-support/render-with';

const recipient = { values: {}, when: null };

describe('the purchase dialog in Spanish', () => {
  it('asks who the card is for in Spanish (step 1)', () => {
    renderWith(<TypeStep headingRef={createRef()} value={null} error="Elige un tipo de compra" onChange={() => {}} />, { locale: 'es' });
    expect(screen.getByRole('heading', { name: '¿Para quién es esta tarjeta regalo?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Para mí/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Como regalo/ })).toBeTruthy();
  });

  it('asks a gift’s recipients and the sender’s details in Spanish (step 2)', () => {
    renderWith(
      <DetailsStep
        headingRef={createRef()}
        purchaseType="gift"
        values={{}}
        recipients={[recipient, recipient]}
        errors={{}}
        salePrice={20}
        defaultZone="Europe/Madrid"
        lastDay="2030-12-31"
        onChange={() => {}}
        dispatch={() => {}}
      />,
      { locale: 'es' },
    );
    expect(screen.getByRole('heading', { name: '¿Quién recibe el regalo?' })).toBeTruthy();
    expect(screen.getByText('Destinatario 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar el destinatario 1' })).toBeTruthy();
    expect(screen.getAllByLabelText(/Nombre del destinatario/)).toHaveLength(2);
    expect(screen.getByLabelText(/Tu correo electrónico/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Añadir otro destinatario' })).toBeTruthy();
  });

  it('keeps the dialog’s English and speaks the payment step in Spanish and French', () => {
    expect(translate(dialogMessages, 'en', 'totalEach', { price: '$20.00', count: 2 })).toBe('Total: $20.00 × 2 = ');
    expect(translate(dialogMessages, 'es', 'titleBuy')).toBe('Comprar tarjeta regalo');
    expect(translate(paymentMessages, 'es', 'heading')).toBe('Pago');
    expect(translate(paymentMessages, 'es', 'paidTitle')).toBe('Pago completado');
    expect(translate(paymentMessages, 'fr', 'cardDeclined')).toBe('Votre carte a été refusée. Veuillez essayer une autre carte.');
  });
});
