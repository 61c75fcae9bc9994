import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { translate, type CatalogKey, type HolderCardAnswer, type MessageValues } from '@gv/proto';
import { LocaleProvider } from '../../../lib/i18n';
import { cardPageMessages } from './card-page.messages';
import { counterConfirmationMessages } from './counter-confirmation.messages';
import { CounterConfirmation, spendHint } from './counter-confirmation';
import { HolderCodePage } from './holder-code-page';
import { PosBarcode } from './pos-barcode';
import { renderWith } from '../../../test-support/render-with';

const answer = (locale: 'en' | 'es' | 'fr') =>
  ({
    business: { businessSlug: 'bistro', name: 'Bistro', logoUrl: null, timeZone: 'UTC' },
    giftCard: { currency: 'EUR', locale },
  }) as unknown as HolderCardAnswer;

/** The holder page's frame around its card, as the holder state hands it over. */
function Page({ locale }: { locale: 'en' | 'es' | 'fr' }) {
  const data = answer(locale);
  const holder = { card: { code: 'C', status: 'success' as const, data, error: null, notFound: false }, data, failed: false, retry: () => {} };
  return (
    <HolderCodePage block="hc-page" holder={holder} loading={null}>
      {() => <PosBarcode number={null} />}
    </HolderCodePage>
  );
}

describe('the holder page in the card’s language', () => {
  afterEach(() => localStorage.clear());

  it('speaks the language the buyer chose for the card', () => {
    render(
      <LocaleProvider>
        <Page locale="fr" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Bientôt utilisable en caisse')).toBeTruthy();
    expect(screen.getByText('Aller au contenu')).toBeTruthy();
  });

  it('keeps the visitor’s own pick over the card’s language', () => {
    localStorage.setItem('gv.locale', 'es');
    render(
      <LocaleProvider>
        <Page locale="fr" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Pronto funcionará en el mostrador')).toBeTruthy();
  });

  it('says in Spanish how the counter confirms the holder', () => {
    renderWith(<CounterConfirmation code="C" verification={{ byEmail: true, phone: true, pin: false }} />, { locale: 'es' });
    expect(screen.getByRole('heading', { name: 'En el mostrador' })).toBeTruthy();
    expect(screen.getByText('Los códigos pueden llegar por correo o por SMS.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear un PIN' })).toBeTruthy();
  });

  it('keeps the English spend hint word for word, and words it in French', () => {
    const en = (key: CatalogKey<typeof counterConfirmationMessages>, values?: MessageValues) =>
      translate(counterConfirmationMessages, 'en', key, values);
    const t = Object.assign(en, { rich: () => null });
    expect(spendHint({ byEmail: true, phone: true, pin: true }, t)).toBe(
      'Show this QR code at the counter. To spend it, the holder confirms each redemption with a one-time code sent to their email or phone, or their PIN.',
    );
    expect(spendHint({ byEmail: true, phone: false, pin: false }, t)).toBe(
      'Show this QR code at the counter. To spend it, the holder confirms each redemption with a one-time code sent to their email.',
    );
    expect(translate(counterConfirmationMessages, 'fr', 'hintCode', { phone: 'no', pin: 'yes' })).toBe(
      'Présentez ce QR code en caisse. Pour l’utiliser, le titulaire confirme chaque utilisation avec un code à usage unique envoyé par e-mail, ou avec son code PIN.',
    );
    expect(translate(cardPageMessages, 'es', 'noticeUsedUp')).toBe('Esta tarjeta regalo se ha usado por completo.');
  });
});
