import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CorporateOrderState, CorporateOrderSummary } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { specStore } from '../../lib/spec-store';
import { corporateOrdersApi } from './api/corporate-orders-api';
import { storeFeature } from './corporate-orders-feature';
import { POLL_MS } from './corporate-orders-saga';
import { corporateOrdersActions as actions } from './corporate-orders-slice';

const batch = (state: CorporateOrderState, issued = 0): CorporateOrderSummary =>
  ({
    id: 'batch-1',
    company: 'Acme Corp',
    status: state === 'awaiting-confirmation' || state === 'awaiting-approval' ? state : 'confirmed',
    state,
    cardCount: 3,
    issued,
  }) as CorporateOrderSummary;

/** The screen open, its lists answered (no batch yet). */
async function open() {
  jest.spyOn(corporateOrdersApi, 'cards').mockResolvedValue([]);
  jest.spyOn(corporateOrdersApi, 'locations').mockResolvedValue([]);
  const list = jest.spyOn(corporateOrdersApi, 'list').mockResolvedValue({ orders: [] });
  const store = specStore(storeFeature);
  store.dispatch(actions.screenOpened());
  await jest.advanceTimersByTimeAsync(0);
  return { ...store, list };
}

describe('the corporate orders screen’s store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('follows a new batch every second until it is done, then reads the list again with its final figures', async () => {
    const { state, dispatch, list } = await open();
    expect(state()).toMatchObject({ cards: [], orders: [], error: null });
    const get = jest
      .spyOn(corporateOrdersApi, 'get')
      .mockResolvedValueOnce(batch('issuing', 2) as Awaited<ReturnType<typeof corporateOrdersApi.get>>)
      .mockResolvedValueOnce(batch('done', 3) as Awaited<ReturnType<typeof corporateOrdersApi.get>>);
    jest.spyOn(corporateOrdersApi, 'create').mockResolvedValue(batch('issuing'));
    dispatch(actions.createRequest({ giftCardId: 'card-1', company: 'Acme Corp', paymentReference: 'INV-1', count: 3 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(state().create).toMatchObject({ pending: false, created: 1 });
    expect(state().watched).toMatchObject({ state: 'issuing', issued: 0 });
    expect(list).toHaveBeenCalledTimes(2);

    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(state().watched).toMatchObject({ state: 'issuing', issued: 2 });
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(state().watched).toMatchObject({ state: 'done', issued: 3 });
    expect(list).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks the owner to confirm a batch that waits, and follows nothing until they do', async () => {
    const { state, dispatch } = await open();
    const get = jest.spyOn(corporateOrdersApi, 'get');
    jest.spyOn(corporateOrdersApi, 'create').mockResolvedValue(batch('awaiting-confirmation'));
    dispatch(actions.createRequest({ giftCardId: 'card-1', company: 'Acme Corp', paymentReference: 'INV-1', count: 3 }));
    await jest.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(state().confirming).toMatchObject({ id: 'batch-1', state: 'awaiting-confirmation' });
    expect(get).not.toHaveBeenCalled();

    jest.spyOn(corporateOrdersApi, 'confirm').mockRejectedValue(new ApiError(409, 'Already confirmed.'));
    dispatch(actions.confirmRequest('batch-1'));
    await jest.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ confirm: { pending: false, error: 'Already confirmed.' }, confirming: { id: 'batch-1' } });
  });

  it('stops following when the progress cannot be read, or when the screen is left', async () => {
    const { state, dispatch } = await open();
    const get = jest.spyOn(corporateOrdersApi, 'get').mockRejectedValue(new ApiError(0, ''));
    dispatch(actions.batchWatched(batch('emailing', 3)));
    await jest.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(state().error).toBe('The batch progress could not be read.');
    expect(get).toHaveBeenCalledTimes(1);

    get.mockResolvedValue(batch('emailing', 3) as Awaited<ReturnType<typeof corporateOrdersApi.get>>);
    dispatch(actions.batchWatched(batch('emailing', 3)));
    await jest.advanceTimersByTimeAsync(POLL_MS);
    dispatch(actions.screenLeft());
    await jest.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(state().watched).toBeNull();
  });

  it('shows the server’s refusal of a batch field by field, until the form finds something to fix itself', async () => {
    const { state, dispatch } = await open();
    jest
      .spyOn(corporateOrdersApi, 'create')
      .mockRejectedValue(new ApiError(400, 'Check the batch.', 'VALIDATION', { paymentReference: 'Used before.' }));
    dispatch(actions.createRequest({ giftCardId: 'card-1', company: 'Acme Corp', paymentReference: 'INV-1', count: 3 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(state().create).toEqual({ pending: false, error: 'Check the batch.', fields: { paymentReference: 'Used before.' }, created: 0 });
    dispatch(actions.createChecked());
    expect(state().create).toEqual({ pending: false, error: null, fields: {}, created: 0 });
  });
});
