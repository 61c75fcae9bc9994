import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Locale, MonthVatReport } from '@gv/proto';
import { CurrencyProvider, moneyIn } from '../../../lib/currency';
import { VoucherVatPanel } from './voucher-vat-panel';
import { renderWith } from '../../../test-support/render-with';

/** A month with €150 of 20% single-purpose value sold (€25 of VAT), €105.50 at 5.5% and €15 of multi-purpose value used. */
const vat: MonthVatReport = {
  dueAtSale: [
    { ratePercent: 5.5, gross: 105.5, vat: 5.5 },
    { ratePercent: 20, gross: 150, vat: 25 },
  ],
  dueAtRedemption: { gross: 15 },
};

function renderPanel(locale: Locale, month: MonthVatReport = vat) {
  renderWith(
    <CurrencyProvider currency="EUR">
      <VoucherVatPanel vat={month} />
    </CurrencyProvider>,
    { locale },
  );
  return moneyIn('EUR', locale);
}

const rowOf = (header: string) => screen.getByRole('rowheader', { name: header }).closest('tr')!;

describe('the VAT on gift cards panel of the month-end', () => {
  it('shows the VAT due at sale per rate, and the multi-purpose value used, taxed at the rate of what was bought', () => {
    const money = renderPanel('en');
    expect(screen.getByRole('heading', { name: 'VAT on gift cards' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Due at sale (single-purpose vouchers)' })).toBeTruthy();
    expect(rowOf('20%').textContent).toBe(`20%${money.formatMinor(15_000)}${money.formatMinor(2_500)}`);
    expect(rowOf('5.5%').textContent).toBe(`5.5%${money.formatMinor(10_550)}${money.formatMinor(550)}`);
    expect(screen.getByRole('heading', { name: 'Due when used (multi-purpose vouchers)' })).toBeTruthy();
    expect(rowOf('Paid value redeemed').textContent).toContain(money.formatMinor(1_500));
    expect(screen.getByText('The VAT on it follows the rate of what was bought, as your point of sale records it.')).toBeTruthy();
  });

  it('says so when no single-purpose voucher was sold, in French', () => {
    renderPanel('fr', { dueAtSale: [], dueAtRedemption: { gross: 0 } });
    expect(screen.getByRole('heading', { name: 'TVA sur les cartes cadeaux' })).toBeTruthy();
    expect(screen.getByText('Aucun bon à usage unique vendu ce mois-ci.')).toBeTruthy();
    expect(screen.queryByRole('columnheader')).toBeNull();
  });
});
