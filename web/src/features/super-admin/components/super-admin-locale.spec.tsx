import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import { translate, type Locale, type OperationsAnswer, type ServiceOperations } from '@gv/proto';
import { sagaMessages } from '../super-admin-saga.messages';
import { superAdminReducer, type SuperAdminState } from '../super-admin-slice';
import { businessesMessages } from './businesses.messages';
import { OperationsPage } from './operations-page';
import { StatusBadge } from './status-badge';
import { renderWith } from '../../../test-support/render-with';

const reporting = (service: ServiceOperations['service'], fields: Partial<ServiceOperations> = {}): ServiceOperations => ({
  service,
  ok: true,
  checks: { database: { ok: true } },
  replicas: 1,
  outbox: { unpublished: 0, oldestSeconds: 0 },
  consumers: [],
  deadLetters: [],
  jobs: [],
  ...fields,
});

const deadLetter = (id: number) => ({
  id,
  consumer: 'catalog',
  eventId: `e-${id}`,
  type: 'business.updated',
  envelope: {},
  error: 'x',
  attempts: 8,
  failedAt: '2030-03-05T10:00:00.000Z',
});

const answer: OperationsAnswer = {
  services: [
    reporting('catalog', { deadLetters: [deadLetter(1), deadLetter(2)] }),
    reporting('notifications', { ok: false, outbox: { unpublished: 1, oldestSeconds: 30 } }),
    { service: 'wallet', ok: false, checks: { reachable: { ok: false, detail: 'no answer' } } },
  ],
  ledgerAudit: { ranAt: '2030-03-05T03:00:00.000Z', ok: false, discrepancies: [], count: 1 },
  corporateOrders: { awaitingApproval: [], recent: [] },
};

function renderOperations(locale: Locale) {
  const initial = superAdminReducer(undefined, { type: 'init' });
  const superAdmin: SuperAdminState = { ...initial, operations: { status: 'ready', answer, error: null, refreshedAt: '2030-03-05T12:00:00.000Z' } };
  const store = configureStore({ reducer: { superAdmin: superAdminReducer }, preloadedState: { superAdmin } });
  renderWith(<OperationsPage />, { locale, store });
}

describe('the super admin in Spanish and French', () => {
  it('shows the operations page in Spanish, its counts in the right plural', () => {
    renderOperations('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Operaciones');
    expect(screen.getByText('Fallan 2 de 3 servicios: notifications, wallet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cartas muertas (2)' })).toBeTruthy();
    expect(screen.getByText('No se muestran las cartas muertas de 1 servicio que no ha respondido.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'notifications' })).getByText('1 sin publicar, el más antiguo de hace 30 s')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^Última ejecución .+: 1 discrepancia\.$/);
    expect(screen.getByText('Pagado fuera de la plataforma')).toBeTruthy();
  });

  it('shows the operations page in French', () => {
    renderOperations('fr');
    expect(screen.getByText('2 services sur 3 sont en échec : notifications, wallet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lettres mortes (2)' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'wallet' })).getByText('Aucun chiffre : le service n’a pas répondu.')).toBeTruthy();
    expect(screen.getByText('Aucune commande d’entreprise pour l’instant.')).toBeTruthy();
  });

  it('keeps the English of every message', () => {
    renderOperations('en');
    expect(screen.getByText('2 of 3 services are failing: notifications, wallet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dead letters (2)' })).toBeTruthy();
    expect(translate(sagaMessages, 'en', 'marked', { status: 'approved' })).toBe('Request marked as approved');
    expect(translate(businessesMessages, 'en', 'team', { count: 3 })).toBe('Team (3)');
  });

  it('names statuses and answers in the language', () => {
    renderWith(<StatusBadge status="suspended" />, { locale: 'fr' });
    expect(screen.getByText('suspendue')).toBeTruthy();
    expect(translate(sagaMessages, 'es', 'marked', { status: 'rejected' })).toBe('Solicitud marcada como rechazada');
    expect(translate(businessesMessages, 'fr', 'role', { role: 'clerk' })).toBe('employé');
  });
});
