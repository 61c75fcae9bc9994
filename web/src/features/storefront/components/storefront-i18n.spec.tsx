import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { translate, type PublicBusiness } from '@gv/proto';
import { BusinessHeader } from './business-header';
import { BusinessLoader } from './business-loader';
import { BusinessNotFound } from './business-not-found';
import { exploreMessages } from './explore-page.messages';
import { StorefrontShell } from './storefront-shell';
import { renderWith } from '../../../test-support/render-with';

const business: PublicBusiness = {
  businessSlug: 'casa-pepe',
  name: 'Casa Pepe',
  logoUrl: null,
  address: { street: 'Calle Mayor 1', city: 'Madrid', state: 'MD' },
  testMode: false,
  status: 'active',
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  locale: 'es',
} as PublicBusiness;

describe('the storefront in Spanish and French', () => {
  it('shows the business header in Spanish, with the plural of its cards', () => {
    const { rerender, container } = renderWith(<BusinessHeader business={business} cardCount={1} />, { locale: 'es' });
    expect(screen.getByText('Tarjetas regalo de')).toBeTruthy();
    expect(screen.getByRole('button', { name: '¿Has perdido tu tarjeta?' })).toBeTruthy();
    expect(container.querySelector('.sf-business__count')?.textContent).toBe('1 tarjeta regalo');
    rerender(<BusinessHeader business={business} cardCount={4} />);
    expect(container.querySelector('.sf-business__count')?.textContent).toBe('4 tarjetas regalo');
  });

  it('keeps the English words of the spec', () => {
    const { container } = render(<BusinessHeader business={business} cardCount={2} />);
    expect(screen.getByText('Gift cards from')).toBeTruthy();
    expect(container.querySelector('.sf-business__count')?.textContent).toBe('2 gift cards');
  });

  it('shows the loader, the not-found page and the shell in Spanish', () => {
    renderWith(
      <StorefrontShell businessName="Casa Pepe">
        <BusinessLoader progress={10} />
        <BusinessNotFound slug="nadie" />
      </StorefrontShell>,
      { locale: 'es' },
    );
    expect(screen.getByText('Cargando tu tarjeta regalo')).toBeTruthy();
    expect(screen.getByText('Preparando tu experiencia gastronómica...')).toBeTruthy();
    expect(screen.getByText('No hemos encontrado ese negocio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar todas las tarjetas regalo' })).toBeTruthy();
    expect(screen.getByText('Saltar al contenido')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
  });

  it('counts the cards found in French', () => {
    expect(translate(exploreMessages, 'fr', 'found', { count: 1 })).toBe('1 carte cadeau trouvée');
    expect(translate(exploreMessages, 'fr', 'found', { count: 3 })).toBe('3 cartes cadeaux trouvées');
    expect(translate(exploreMessages, 'en', 'found', { count: 1 })).toBe('1 gift card found');
    expect(translate(exploreMessages, 'en', 'seenAll', { count: 6 })).toBe("You've seen all 6 gift cards");
  });
});
