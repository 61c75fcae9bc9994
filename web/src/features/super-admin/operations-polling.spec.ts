import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { OperationsAnswer } from '@gv/proto';
import { OPERATIONS_REFRESH_MS, superAdminSaga } from './super-admin-saga';
import { superAdminActions, superAdminReducer } from './super-admin-slice';

const answer: OperationsAnswer = { services: [], ledgerAudit: null, corporateOrders: null };

/** The store with the feature's sagas, over a fetch that answers every call and records it as `METHOD path`. */
function start(reply: (call: string) => { status: number; body: unknown } = () => ({ status: 200, body: answer })) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${String(url)}`;
    calls.push(call);
    const { status, body } = reply(call);
    // jsdom has no Response: what the API client reads of one.
    return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { superAdmin: superAdminReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(superAdminSaga);
  return { store, loads: () => calls.filter((call) => call === 'GET /api/superadmin/operations').length, calls };
}

describe('the operations page’s figures', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('load when the page opens, again every 10 s and at once on Refresh, and no more once it closes', async () => {
    const { store, loads } = start();
    store.dispatch(superAdminActions.openOperations());
    await jest.advanceTimersByTimeAsync(0);
    expect(loads()).toBe(1);
    expect(store.getState().superAdmin.operations).toMatchObject({ status: 'ready', answer });

    await jest.advanceTimersByTimeAsync(OPERATIONS_REFRESH_MS);
    expect(loads()).toBe(2);
    store.dispatch(superAdminActions.refreshOperations());
    await jest.advanceTimersByTimeAsync(0);
    expect(loads()).toBe(3);

    store.dispatch(superAdminActions.closeOperations());
    await jest.advanceTimersByTimeAsync(3 * OPERATIONS_REFRESH_MS);
    expect(loads()).toBe(3);
  });

  it('load again after a retry, whether it worked or not', async () => {
    const { store, loads, calls } = start((call) =>
      call.endsWith('/retry')
        ? { status: 409, body: { code: 'DEAD_LETTER.FAILED_AGAIN', message: 'The event failed again: projection offline' } }
        : { status: 200, body: answer },
    );
    store.dispatch(superAdminActions.openOperations());
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(superAdminActions.retryDeadLetterRequest({ service: 'catalog', id: 7 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toContain('POST /api/superadmin/operations/dead-letters/catalog/7/retry');
    expect(store.getState().superAdmin.deadLetterRetry).toMatchObject({
      pending: null,
      message: { tone: 'error', text: 'The event failed again: projection offline' },
    });
    expect(loads()).toBe(2);
    store.dispatch(superAdminActions.closeOperations());
  });

  it('load again once a corporate order is approved, and keep a refused approval’s message', async () => {
    const { store, loads, calls } = start((call) =>
      call.endsWith('/order-2/approve') ? { status: 409, body: { message: 'Already approved.' } } : { status: 200, body: answer },
    );
    store.dispatch(superAdminActions.openOperations());
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(superAdminActions.approveCorporateOrderRequest('order-1'));
    expect(store.getState().superAdmin.approval).toEqual({ pending: 'order-1', error: null });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toContain('POST /api/superadmin/corporate-orders/order-1/approve');
    expect(store.getState().superAdmin.approval).toEqual({ pending: null, error: null });
    expect(loads()).toBe(2);

    store.dispatch(superAdminActions.approveCorporateOrderRequest('order-2'));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().superAdmin.approval).toEqual({ pending: null, error: 'Already approved.' });
    expect(loads()).toBe(2);
    store.dispatch(superAdminActions.closeOperations());
  });
});
