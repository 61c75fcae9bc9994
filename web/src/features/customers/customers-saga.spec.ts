import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { BuyerRecord, BuyerRecordPage, Customer } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { settled, specStore } from '../../lib/spec-store';
import { customersApi } from './api/customers-api';
import { storeFeature } from './customers-feature';
import { customersActions as actions } from './customers-slice';

const person = (email: string, name = 'Ann Buyer') => ({ email, name }) as Customer;
const acme = person('', 'Acme Corp');
const cardOf = (id: string) => ({ id }) as BuyerRecord;
const page = (...buyers: BuyerRecord[]) => ({ buyers }) as BuyerRecordPage;

describe('the customers screen’s drawer', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads the cards of the customer opened, by email or a company by its name, and again after one changed', async () => {
    const cards = jest.spyOn(customersApi, 'cards').mockResolvedValue(page(cardOf('c1')));
    const { dispatch, state } = specStore(storeFeature);
    dispatch(actions.customerOpened(person('ann@example.com')));
    await settled();
    expect(state()).toMatchObject({ opened: { email: 'ann@example.com' }, cards: [{ id: 'c1' }], cardsError: null });

    dispatch(actions.customerOpened(acme));
    expect(state().cards).toBeNull();
    await settled();
    dispatch(actions.cardsRequest());
    await settled();
    expect(cards.mock.calls).toEqual([['ann@example.com'], ['Acme Corp'], ['Acme Corp']]);
  });

  it('drops the cards of a customer whose drawer is no longer open', () => {
    const { dispatch, state } = specStore(storeFeature);
    jest.spyOn(customersApi, 'cards').mockReturnValue(new Promise(() => undefined));
    dispatch(actions.customerOpened(acme));
    dispatch(actions.cardsLoaded({ search: 'ann@example.com', cards: [cardOf('c1')] }));
    dispatch(actions.cardsFailed({ search: 'ann@example.com', message: 'offline' }));
    expect(state()).toMatchObject({ cards: null, cardsError: null });
  });

  it('erases a customer: they leave the list, their drawer closes and the page says under which pseudonym', async () => {
    jest.spyOn(customersApi, 'cards').mockResolvedValue(page());
    jest
      .spyOn(customersApi, 'page')
      .mockResolvedValue({ customers: [person('ann@example.com'), person('bob@example.com', 'Bob')], nextCursor: null, currency: 'USD' });
    const erase = jest
      .spyOn(customersApi, 'erase')
      .mockRejectedValueOnce(new ApiError(400, 'Type their email to confirm.'))
      .mockResolvedValueOnce({ success: true, message: 'Customer erased', erasedAs: 'erased-1f3a' } as Awaited<
        ReturnType<typeof customersApi.erase>
      >);
    const { dispatch, state } = specStore(storeFeature);
    dispatch(actions.loadCustomers({ search: '', sort: 'email' }));
    dispatch(actions.customerOpened(person('ann@example.com')));
    await settled();

    dispatch(actions.eraseRequest({ email: 'ann@example.com', confirm: 'an@example.com' }));
    await settled();
    expect(state().erase).toEqual({ pending: false, error: 'Type their email to confirm.' });
    dispatch(actions.eraseCancelled());
    expect(state().erase.error).toBeNull();

    dispatch(actions.eraseRequest({ email: 'ann@example.com', confirm: 'ann@example.com' }));
    await settled();
    expect(erase).toHaveBeenLastCalledWith('ann@example.com', 'ann@example.com');
    expect(state()).toMatchObject({ opened: null, erasedAs: 'erased-1f3a', customers: [{ email: 'bob@example.com' }] });

    dispatch(actions.screenLeft());
    expect(state().erasedAs).toBeNull();
  });
});
