import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { translate, type AuditEntry } from '@gv/proto';
import { moneyIn } from '../../../lib/currency';
import { reportsSagaMessages } from '../reports-saga.messages';
import { auditActionLabel, detailPhrases } from './audit-labels';
import { BOOKS_EXPORTS, ExportButtons } from './export-buttons';
import { booksMessages } from './reports.messages';
import { TestDataToggle } from './test-data-toggle';
import { unclaimedPropertyMessages } from './unclaimed-property.messages';
import { renderWith } from '../../../test-support/render-with';

const range = { from: '2026-11-01', to: '2026-11-25', testData: false, locationId: '' };

const corporate = (cardCount: number): AuditEntry => ({
  id: 'e1',
  at: '2026-11-25T10:00:00.000Z',
  person: null,
  actor: 'admin',
  action: 'corporate-order-confirmed',
  subject: 'Dinner for two',
  customer: null,
  details: { cardCount, company: 'Acme', paymentReference: 'INV-1' },
});

describe('the reports in Spanish and French', () => {
  it('names the Books exports and the test data switch in French', () => {
    renderWith(
      <>
        <ExportButtons exports={BOOKS_EXPORTS} range={range} />
        <TestDataToggle live checked={false} onChange={() => {}} />
      </>,
      { locale: 'fr' },
    );
    expect(screen.getByText('État du passif')).toBeTruthy();
    expect(screen.getByText('Grand livre')).toBeTruthy();
    expect(screen.getByLabelText('Afficher les données de test')).toBeTruthy();
    // The audit trail's labels follow the language the app last drew in.
    expect(auditActionLabel('signed-in')).toBe('S’est connecté');
    expect(detailPhrases(corporate(1), moneyIn('USD'))).toEqual(['1 carte pour Acme, payées hors de la plateforme (réf. INV-1)']);
    expect(detailPhrases(corporate(3), moneyIn('USD'))).toEqual(['3 cartes pour Acme, payées hors de la plateforme (réf. INV-1)']);
  });

  it('says the redemption rate, a filed report and what filing leaves in Spanish, one card or several', () => {
    expect(translate(booksMessages, 'es', 'rate', { rate: 0.125 })).toBe('12,5\u00a0%');
    expect(translate(booksMessages, 'en', 'rate', { rate: 0.125 })).toBe('12.5%');
    expect(translate(reportsSagaMessages, 'es', 'filed', { cards: 1, amount: '12,00 US$', state: 'CA' })).toBe(
      'Marcado como presentado: 1 tarjeta, 12,00 US$ declarados a CA.',
    );
    expect(translate(unclaimedPropertyMessages, 'es', 'markSentence', { state: 'California', amount: '40,00 US$', cards: 2 })).toBe(
      '¿Marcar el informe de California como presentado? 40,00 US$ sale de 2 tarjetas, que a partir de entonces solo podrán reclamarse al estado.',
    );
    expect(translate(unclaimedPropertyMessages, 'en', 'markSentence', { state: 'California', amount: '$40.00', cards: 1 })).toBe(
      'Mark the California report as filed? $40.00 leaves 1 card, which can then only be claimed from the state.',
    );
  });
});
