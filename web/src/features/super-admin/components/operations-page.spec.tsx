import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { DeadLetterView, OperationsAnswer, ServiceOperations } from '@gv/proto';
import { superAdminActions, superAdminReducer, type SuperAdminState } from '../super-admin-slice';
import { OperationsPage } from './operations-page';

const deadLetter = (id: number, type: string, failedAt: string, error = 'projection offline'): DeadLetterView => ({
  id,
  consumer: 'catalog',
  eventId: `event-${id}`,
  type,
  envelope: {},
  error,
  attempts: 8,
  failedAt,
});

const reporting = (service: ServiceOperations['service'], fields: Partial<ServiceOperations> = {}): ServiceOperations => ({
  service,
  ok: true,
  checks: { database: { ok: true }, bus: { ok: true } },
  replicas: 1,
  outbox: { unpublished: 0, oldestSeconds: 0 },
  consumers: [{ consumer: service, lag: 0 }],
  deadLetters: [],
  jobs: [],
  ...fields,
});

const answer: OperationsAnswer = {
  services: [
    reporting('catalog', { deadLetters: [deadLetter(7, 'business.updated', '2030-03-05T10:00:00.000Z')] }),
    reporting('notifications', {
      ok: false,
      checks: { database: { ok: true }, mail: { ok: false, detail: 'SMTP refused the connection' } },
      outbox: { unpublished: 4, oldestSeconds: 185 },
      consumers: [{ consumer: 'notifications', lag: 12 }],
      jobs: [{ queue: 'send-email', waiting: 3, active: 1, failed: 2 }],
      deadLetters: [deadLetter(3, 'gift-card.issued', '2030-03-05T11:00:00.000Z', 'template missing')],
    }),
    { service: 'wallet', ok: false, checks: { reachable: { ok: false, detail: 'no answer' } } },
  ],
  ledgerAudit: { ranAt: '2030-03-05T03:00:00.000Z', ok: true, discrepancies: [], count: 0 },
  corporateOrders: { awaitingApproval: [], recent: [] },
};

function renderPage(operations: Partial<SuperAdminState['operations']> = {}) {
  const initial = superAdminReducer(undefined, { type: 'init' });
  const superAdmin: SuperAdminState = {
    ...initial,
    operations: { status: 'ready', answer, error: null, refreshedAt: '2030-03-05T12:00:00.000Z', ...operations },
  };
  const store = configureStore({ reducer: { superAdmin: superAdminReducer }, preloadedState: { superAdmin } });
  render(
    <Provider store={store}>
      <OperationsPage />
    </Provider>,
  );
  return store;
}

const serviceCard = (name: string) => screen.getByRole('article', { name });
const deadLettersCard = () => within(screen.getByRole('region', { name: /Dead letters/ }));
const deadLetterRows = () => deadLettersCard().getAllByRole('row').slice(1);

describe('the operations page', () => {
  it("names the failing services and shows what fails: a failed check's detail, or that the service did not answer", () => {
    renderPage();
    expect(screen.getByText('2 of 3 services are failing: notifications, wallet.')).toBeTruthy();
    expect(within(serviceCard('catalog')).getByText('Healthy')).toBeTruthy();
    expect(within(serviceCard('notifications')).getByRole('list', { name: 'Failing checks' }).textContent).toBe('mail: SMTP refused the connection');
    expect(within(serviceCard('wallet')).getByText('No figures: the service did not answer.')).toBeTruthy();
    expect(within(serviceCard('wallet')).getByRole('list', { name: 'Failing checks' }).textContent).toBe('reachable: no answer');
  });

  it("shows a service's outbox backlog, consumer lag and job queues", () => {
    renderPage();
    const notifications = within(serviceCard('notifications'));
    expect(notifications.getByText('4 unpublished, oldest 3 min')).toBeTruthy();
    expect(notifications.getByRole('table', { name: 'Consumer lag' }).textContent).toBe('Consumer lagConsumerLagnotifications12');
    expect(notifications.getByRole('row', { name: 'send-email 3 1 2' })).toBeTruthy();
    expect(within(serviceCard('catalog')).getByText('Empty')).toBeTruthy();
  });

  it("lists every service's dead letters newest first, says one service's are unknown, and shows the ledger audit", () => {
    renderPage();
    expect(
      deadLetterRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['notifications', 'catalog', 'gift-card.issued', 'template missing', '8'],
      ['catalog', 'catalog', 'business.updated', 'projection offline', '8'],
    ]);
    expect(screen.getByText('The dead letters of 1 service that did not answer are not shown.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ledger audit' })).getByText(/every balance, card and payment agrees/)).toBeTruthy();
  });

  it('retries one dead letter at a time, then shows the answer and the row gone', () => {
    const store = renderPage();
    fireEvent.click(within(deadLetterRows()[1]!).getByRole('button', { name: 'Retry' }));
    expect(store.getState().superAdmin.deadLetterRetry.pending).toEqual({ service: 'catalog', id: 7 });
    expect(within(deadLetterRows()[1]!).getByRole('button').textContent).toBe(' Retrying…');
    expect(within(deadLetterRows()[0]!).getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(true);

    act(() => {
      store.dispatch(superAdminActions.retryDeadLetterSuccess({ service: 'catalog', id: 7, message: 'The event was handled again.' }));
    });
    expect(deadLettersCard().getByRole('status').textContent).toContain('The event was handled again.');
    expect(deadLetterRows()).toHaveLength(1);
    expect(within(deadLetterRows()[0]!).getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(false);
  });

  it("keeps the row and shows the API's message when the event fails again", () => {
    const store = renderPage();
    fireEvent.click(within(deadLetterRows()[0]!).getByRole('button', { name: 'Retry' }));
    act(() => {
      store.dispatch(superAdminActions.retryDeadLetterFailure('The event failed again: template missing'));
    });
    expect(deadLettersCard().getByRole('alert').textContent).toContain('The event failed again: template missing');
    expect(deadLetterRows()).toHaveLength(2);
  });

  it('says so when there is no dead letter', () => {
    renderPage({ answer: { ...answer, services: [reporting('catalog'), reporting('orders')] } });
    expect(screen.getByText('No dead letters.')).toBeTruthy();
    expect(screen.getByText('All 2 services are healthy.')).toBeTruthy();
  });

  it('shows why the first load failed', () => {
    renderPage({ status: 'error', answer: null, refreshedAt: null, error: 'Service unavailable' });
    expect(screen.getByRole('alert').textContent).toBe('!Service unavailable');
    expect(screen.queryByRole('region', { name: /Dead letters/ })).toBeNull();
  });

  it('keeps the last figures on screen, saying of when, while a refresh fails', () => {
    renderPage({ status: 'error', error: 'Service unavailable' });
    const updated = new Date('2030-03-05T12:00:00.000Z').toLocaleTimeString('en-GB');
    expect(screen.getByRole('alert').textContent).toBe(`!Service unavailable Showing the figures of ${updated}.`);
    expect(deadLetterRows()).toHaveLength(2);
  });
});
