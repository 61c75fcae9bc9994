import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { translate } from '@gv/proto';
import { CurrencyProvider } from '../../../lib/currency';
import { redemptionWindowValues } from '../redemption-window-values';
import { CardAmountFields } from './card-amount-fields';
import { formMessages } from './gift-card-form.messages';
import { listMessages } from './gift-cards-page.messages';
import { RedemptionWindowField } from './redemption-window-field';
import { renderWith } from '../../../test-support/render-with';

const noop = () => {};

describe('the gift card form in Spanish and French', () => {
  it('asks for an amount the buyer chooses in Spanish, in euros', () => {
    renderWith(
      <CurrencyProvider currency="EUR">
        <CardAmountFields
          ids={{ amount: 'a', amountMode: 'm', minAmount: 'min', maxAmount: 'max' }}
          values={{ amountMode: 'custom', amount: '', minAmount: '', maxAmount: '' }}
          errors={{}}
          onValue={noop}
        />
      </CurrencyProvider>,
      { locale: 'es' },
    );
    expect(screen.getByText('Cualquier importe que elija el comprador')).toBeTruthy();
    expect(screen.getByLabelText('Importe mínimo (€)')).toBeTruthy();
    expect(screen.getByText(/^Cantidades enteras de euros, 5\s€ o más$/)).toBeTruthy();
  });

  it('sets the redemption window in French', () => {
    renderWith(<RedemptionWindowField id="w" value={{ ...redemptionWindowValues(null), limited: true }} onChange={noop} />, { locale: 'fr' });
    expect(screen.getByText("Période d'utilisation")).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Jours où elle peut être utilisée' })).toBeTruthy();
    expect(screen.getByLabelText('lun.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter la date' })).toBeTruthy();
  });

  it('counts cards and sold cards with the plural of each language', () => {
    expect(translate(listMessages, 'es', 'count', { count: 1 })).toBe('1 tarjeta regalo en tu catálogo.');
    expect(translate(listMessages, 'fr', 'count', { count: 3 })).toBe('3 cartes cadeaux dans votre catalogue.');
    expect(translate(listMessages, 'en', 'deleteSold', { count: 2 })).toBe(
      '2 of these gift cards have been sold. They stay valid and can still be redeemed at the counter; deleting only stops new sales.',
    );
    expect(translate(listMessages, 'fr', 'deleteSold', { count: 1 })).toMatch(/^1 de ces cartes cadeaux a été vendue\. Elle reste valide/);
    expect(translate(formMessages, 'es', 'titleCreate')).toBe('Crear tarjeta regalo');
  });
});
