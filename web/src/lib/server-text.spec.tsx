import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { MONEY_MESSAGES } from '@gv/proto';
import { LocaleProvider } from './i18n';
import { loadServerText, serverText } from './server-text';

const inLanguage = (locale: 'en' | 'es' | 'fr') => render(<LocaleProvider initial={locale}>{null}</LocaleProvider>).unmount();

describe('the server’s English in the app’s language', () => {
  it('gives a refusal the server wrote from a catalog in Spanish, with the amount the server put in it', async () => {
    inLanguage('es');
    await loadServerText();
    expect(serverText('This field is mandatory')).toBe('Este campo es obligatorio');
    expect(serverText(MONEY_MESSAGES.tooLarge('EUR'))).toBe('Es más dinero del que puede tener una tarjeta o un pedido (€10,000,000.00).');
  });

  it('keeps English in English, and any sentence no catalog has as it came', async () => {
    inLanguage('en');
    expect(serverText('This field is mandatory')).toBe('This field is mandatory');
    inLanguage('fr');
    await loadServerText();
    expect(serverText('Something only the server says')).toBe('Something only the server says');
    expect(serverText('')).toBe('');
  });
});
