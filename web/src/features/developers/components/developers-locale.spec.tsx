import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import {
  INTEGRATION_MESSAGES,
  integrationAnswerIn,
  integrationMessages,
  translate,
  WEBHOOK_MESSAGES,
  webhookAnswerIn,
  webhookMessages,
} from '@gv/proto';
import { DevelopersPage } from './developers-page';
import { renderWith } from '../../../test-support/render-with';

const realFetch = globalThis.fetch;

describe('the developers page in French and Spanish', () => {
  // The lists stay loading: the page's own words are what is checked.
  beforeEach(() => {
    globalThis.fetch = () => new Promise<Response>(() => {});
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the API keys and webhooks in French', () => {
    renderWith(<DevelopersPage />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Développeurs');
    expect(screen.getByRole('heading', { name: 'Nouvelle clé API' })).toBeTruthy();
    expect(screen.getByText('Consulter les cartes (cards:read)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer la clé' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nouvel endpoint de webhook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter l’endpoint' })).toBeTruthy();
    expect(screen.getByText('Authorization: Bearer gv_…').tagName).toBe('CODE');
  });

  it('shows the API keys in Spanish', () => {
    renderWith(<DevelopersPage />, { locale: 'es' });
    expect(screen.getByRole('heading', { name: 'Tus claves' })).toBeTruthy();
    expect(screen.getByText('Qué puede hacer la clave')).toBeTruthy();
  });

  it('keeps the server’s English and has each answer in Spanish and French', () => {
    expect(INTEGRATION_MESSAGES.scopeMissing('cards:redeem')).toBe('This API key does not have the cards:redeem scope.');
    expect(INTEGRATION_MESSAGES.tooManyKeys).toBe('A business holds at most 20 keys: revoke one first.');
    expect(WEBHOOK_MESSAGES.tooMany).toBe('A business holds at most 10 webhook endpoints: delete one first.');
    expect(translate(integrationMessages, 'es', 'scopeMissing', { scope: 'cards:redeem' })).toBe(
      'Esta clave de API no tiene el permiso cards:redeem.',
    );
    expect(translate(webhookMessages, 'fr', 'notFound')).toBe('Endpoint de webhook introuvable');
    // The server's English answers shown in the language now; other text as it came.
    expect(webhookAnswerIn('es', WEBHOOK_MESSAGES.tooMany)).toBe('Un negocio puede tener como máximo 10 endpoints de webhook: elimina uno primero.');
    expect(integrationAnswerIn('fr', INTEGRATION_MESSAGES.scopesRequired)).toBe(
      'Choisissez au moins une autorisation : cards:read, cards:redeem, orders:read, reports:read.',
    );
    expect(integrationAnswerIn('fr', 'Something else')).toBe('Something else');
  });
});
