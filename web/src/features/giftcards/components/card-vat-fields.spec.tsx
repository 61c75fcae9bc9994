import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AdminUser } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';
import type { GiftCard } from '../../../lib/gift-card';
import type { SessionState } from '../../../lib/session';
import { giftCardsApi, type GiftCardFormValues } from '../api/gift-cards-api';
import { giftCardsActions, giftCardsReducer } from '../gift-cards-slice';
import { giftCardView } from '../../../test-support/gift-card.fixtures';
import { GiftCardFormModal } from './gift-card-form-modal';
import { renderWith } from '../../../test-support/render-with';

const card = giftCardView();

/** The form of an admin whose business is under `jurisdiction`'s gift card law; the actions it dispatches. */
async function renderForm(jurisdiction: string, options: { card?: GiftCard; locale?: 'en' | 'fr' } = {}) {
  jest.spyOn(apiClient, 'call').mockResolvedValue({ locations: [] } as never);
  const session: SessionState = { status: 'authenticated', user: { jurisdiction } as AdminUser, access: null };
  const actions: PayloadAction<unknown>[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as PayloadAction<unknown>);
    return next(action);
  };
  const store = configureStore({
    reducer: { giftCards: giftCardsReducer, auth: () => session },
    middleware: (defaults) => defaults({ serializableCheck: false }).concat(record),
  });
  await act(async () => {
    renderWith(<GiftCardFormModal card={options.card} onClose={() => {}} />, { locale: options.locale ?? 'en', store });
  });
  return actions;
}

/** Saves the form: the values the update sent. */
function save(actions: PayloadAction<unknown>[]): GiftCardFormValues | undefined {
  fireEvent.submit(document.querySelector('form.gc-form')!);
  const update = actions.find((action) => action.type === giftCardsActions.updateRequest.type);
  return (update?.payload as { values: GiftCardFormValues } | undefined)?.values;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe("a card type's VAT treatment (decision 0099)", () => {
  it('is asked where the EU voucher rules apply (the UK), the rate only for a single-purpose voucher', async () => {
    await renderForm('GB');
    const type = screen.getByLabelText('Voucher type') as HTMLSelectElement;
    expect(type.value).toBe('multi-purpose');
    expect([...type.options].map((option) => option.textContent)).toEqual(['Single-purpose voucher', 'Multi-purpose voucher']);
    expect(screen.getByText('VAT is due when a card is redeemed, at the rate of what it buys.')).toBeTruthy();
    expect(screen.queryByLabelText('VAT rate (%)')).toBeNull();
    fireEvent.change(type, { target: { value: 'single-purpose' } });
    expect(screen.getByLabelText('VAT rate (%)')).toBeTruthy();
    expect(screen.getByText('VAT is due when a card is sold, at the rate below.')).toBeTruthy();
  });

  it('is not asked in the US, and nothing about it is sent', async () => {
    const actions = await renderForm('US', { card });
    expect(screen.queryByText('VAT')).toBeNull();
    expect(screen.queryByLabelText('Voucher type')).toBeNull();
    expect(save(actions)?.vat).toBeUndefined();
  });

  it('sends the chosen type and rate, a decimal comma as a point', async () => {
    const actions = await renderForm('FR', { card, locale: 'fr' });
    expect(screen.getByText('TVA')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type de bon'), { target: { value: 'single-purpose' } });
    fireEvent.input(screen.getByLabelText('Taux de TVA (%)'), { target: { value: '5,5' } });
    const values = save(actions);
    expect(values?.vat).toEqual({ voucherType: 'single-purpose', vatRate: '5,5' });

    const call = jest.spyOn(apiClient, 'call');
    await giftCardsApi.update(card._id, values!);
    const [, options] = call.mock.calls.find(([route]) => route === 'PUT /api/v1/admin/update/{id}')!;
    const { body } = options as unknown as { body: FormData };
    expect([body.get('voucherType'), body.get('vatRate')]).toEqual(['single-purpose', '5.5']);
  });

  it('refuses a single-purpose voucher without a valid rate before sending', async () => {
    const actions = await renderForm('IE', { card });
    fireEvent.change(screen.getByLabelText('Voucher type'), { target: { value: 'single-purpose' } });
    fireEvent.input(screen.getByLabelText('VAT rate (%)'), { target: { value: '31' } });
    expect(save(actions)).toBeUndefined();
    expect(screen.getByText('Enter the VAT rate of what the card buys, from 0 to 30% (up to two decimals).')).toBeTruthy();
  });

  it('is shown but locked once cards of the type are sold, and not sent', async () => {
    const actions = await renderForm('ES', { card: { ...card, voucherType: 'single-purpose', vatRate: 21, buyers: 3 } });
    const type = screen.getByLabelText('Voucher type') as HTMLSelectElement;
    expect(type.disabled).toBe(true);
    expect((screen.getByLabelText('VAT rate (%)') as HTMLInputElement).value).toBe('21');
    expect(screen.getByText(/Cards of this type have been sold, so its VAT treatment can’t change/)).toBeTruthy();
    expect(save(actions)?.vat).toBeUndefined();
  });
});
