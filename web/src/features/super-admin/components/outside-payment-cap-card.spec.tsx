import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { superAdminReducer, type SuperAdminState } from '../super-admin-slice';
import { OutsidePaymentCapCard } from './outside-payment-cap-card';
import { renderWith } from '../../../test-support/render-with';

/** The super admin's pages have no currency of their own: the card speaks the business's, as the API answers in it. */
describe("a business's cap on value paid outside the platform", () => {
  function renderCap(currency: string, dailyCap: number, usedToday: number) {
    const initial = superAdminReducer(undefined, { type: 'init' });
    const cap = { value: { businessSlug: 'tea', dailyCap, custom: false, usedToday }, error: null, saving: false, saveError: null };
    const superAdmin: SuperAdminState = { ...initial, business: { ...initial.business, slug: 'tea', cap } };
    renderWith(<OutsidePaymentCapCard currency={currency} />, {
      store: configureStore({ reducer: { superAdmin: superAdminReducer }, preloadedState: { superAdmin } }),
    });
  }

  it('is labelled and written in yen for a yen business', () => {
    renderCap('JPY', 500000, 12345);
    expect((screen.getByLabelText('Daily limit (JPY)') as HTMLInputElement).value).toBe('500000');
    expect(document.body.textContent).toContain('¥12,345 used today (UTC)');
  });

  it('in dollars for a dollar business', () => {
    renderCap('USD', 5000, 123.45);
    expect(screen.getByLabelText('Daily limit (USD)')).toBeTruthy();
    expect(document.body.textContent).toContain('$123.45 used today (UTC)');
  });
});
