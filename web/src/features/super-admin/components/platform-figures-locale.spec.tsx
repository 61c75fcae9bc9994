import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import type { PlatformFigures } from '@gv/proto';
import { PlatformCards } from './stats-cards';
import { renderWith } from '../../../test-support/render-with';

const platform: PlatformFigures = {
  businesses: 3,
  cardsSold: 12,
  byCurrency: [{ currency: 'USD', paidValueSold: 540, refunded: 45, totalRevenue: 495, paidOutside: 100, outstandingBalance: 380 }],
};

const labels = (container: HTMLElement) => [...container.querySelectorAll('.sa-stat__label')].map((label) => label.textContent);

describe("the platform's figures under the glossary's labels", () => {
  it('keeps the English labels', () => {
    const { container } = render(<PlatformCards platform={platform} status="ready" />);
    expect(labels(container).slice(1)).toEqual(['Cards sold', 'Paid value sold', 'Refunded', 'Paid outside the platform', 'Outstanding']);
  });

  it('names them in Spanish', () => {
    const { container } = renderWith(<PlatformCards platform={platform} status="ready" />, { locale: 'es' });
    expect(labels(container).slice(1)).toEqual([
      'Tarjetas vendidas',
      'Valor pagado vendido',
      'Reembolsado',
      'Pagado fuera de la plataforma',
      'Saldo pendiente',
    ]);
  });

  it('names them in French', () => {
    const { container } = renderWith(<PlatformCards platform={platform} status="ready" />, { locale: 'fr' });
    expect(labels(container).slice(1)).toEqual(['Cartes vendues', 'Valeur payée vendue', 'Remboursé', 'Payé hors de la plateforme', 'Encours']);
  });
});
