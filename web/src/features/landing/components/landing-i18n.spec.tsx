import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { translate } from '@gv/proto';
import type { Locale } from '@gv/proto';
import { benefitsMessages } from './benefits-slider.messages';
import { renderWith } from '../../../test-support/render-with';

// Vite's import.meta.env is not there under Jest: the contact QR's address is given here.
jest.unstable_mockModule('../../../config/env', () => ({ useProductSiteUrl: () => 'https://giftcardvault.example' }));
const { LandingPage } = await import('./landing-page');

beforeAll(() => {
  // jsdom does not scroll.
  Element.prototype.scrollIntoView ??= () => {};
  // jsdom draws no layout: the contact QR waits for a section that never comes near.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

function renderLanding(locale?: Locale) {
  return renderWith(<LandingPage />, { locale });
}

describe('the landing page in three languages', () => {
  it('speaks Spanish to a Spanish visitor, the "Talk to us" form and its checks included', () => {
    renderLanding('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vende tarjetas regalo en línea. Canjéalas en segundos.');
    expect(screen.getAllByRole('link', { name: 'Registra tu negocio' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Ingresos por adelantado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Habla con nosotros' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Cafetería / Panadería' }).getAttribute('value')).toBe('Cafe / Bakery');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar tu solicitud' }));
    expect(screen.getByText('El nombre del negocio es obligatorio')).toBeTruthy();
    expect(screen.getByText('Introduce una dirección de correo electrónico válida')).toBeTruthy();
    expect(screen.getByText('Corrige los campos marcados.')).toBeTruthy();
    expect(screen.getByText(/Tarjetas regalo digitales para negocios locales\./).textContent).toMatch(/^© \d{4} Giftcard Vault\./);
  });

  it('writes the example prices the French way', () => {
    renderLanding('fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vendez des cartes cadeaux en ligne. Encaissez-les en quelques secondes.');
    expect(screen.getByText(/Utilisé :/).textContent).toMatch(/Utilisé : 18,50\s\$US/);
  });

  it('keeps the English words of the spec', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sell gift cards online. Redeem them in seconds.');
    expect(screen.getByText(/Redeemed/).textContent).toBe(' Redeemed $18.50');
    expect(screen.getByText('20% OFF')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit your request' }));
    expect(screen.getByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Please fix the highlighted fields.')).toBeTruthy();
  });

  it('names the slides in French', () => {
    expect(translate(benefitsMessages, 'fr', 'slide', { index: 2, count: 3 })).toBe('2 sur 3');
  });
});
