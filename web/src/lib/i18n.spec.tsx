import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { defineCatalog } from '@gv/proto';
import { moneyIn, useMoney } from './currency';
import { formatCalendarDate } from './format-date';
import { LocaleProvider, message, useLocaleChoice, useMessages, useSuggestedLocale } from './i18n';

const cartMessages = defineCatalog('spec.cart', {
  en: { cards: '{count, plural, one {# card} other {# cards}} in your basket', hello: 'Hello, {name}!' },
  es: { cards: '{count, plural, one {# tarjeta} other {# tarjetas}} en tu cesta', hello: '¡Hola, {name}!' },
  fr: { cards: '{count, plural, one {# carte} other {# cartes}} dans votre panier', hello: 'Bonjour, {name} !' },
});

function Basket({ count, suggested }: { count: number; suggested?: 'en' | 'es' | 'fr' }) {
  useSuggestedLocale(suggested);
  const t = useMessages(cartMessages);
  const money = useMoney();
  const { choose } = useLocaleChoice();
  return (
    <>
      <p>{t('cards', { count })}</p>
      <p>{money.formatMinor(4250)}</p>
      <button type="button" onClick={() => choose('fr')}>
        {t('hello', { name: 'Ana' })}
      </button>
    </>
  );
}

describe('the app in three languages', () => {
  it('speaks English outside any provider', () => {
    render(<Basket count={1} />);
    expect(screen.getByText('1 card in your basket')).toBeTruthy();
    expect(screen.getByText('$42.50')).toBeTruthy();
  });

  it('speaks the language the server drew the page in, with its plurals and its money', () => {
    render(
      <LocaleProvider initial="es">
        <Basket count={3} />
      </LocaleProvider>,
    );
    expect(screen.getByText('3 tarjetas en tu cesta')).toBeTruthy();
    expect(screen.getByText('¡Hola, Ana!')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('follows the page’s language until the visitor picks one, and remembers the pick', () => {
    localStorage.clear();
    render(
      <LocaleProvider>
        <Basket count={1} suggested="es" />
      </LocaleProvider>,
    );
    expect(screen.getByText('1 tarjeta en tu cesta')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('1 carte dans votre panier')).toBeTruthy();
    expect(localStorage.getItem('gv.locale')).toBe('fr');
    // Outside React, the language the app last drew in.
    expect(message(cartMessages, 'hello', { name: 'Jean' })).toBe('Bonjour, Jean !');
    expect(formatCalendarDate('2027-06-30')).toBe('30 juin 2027');
    expect(moneyIn('EUR').formatMinor(4250)).toMatch(/^42,50\s€$/);
  });
});
