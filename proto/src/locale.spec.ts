import { defineCatalog, isLocale, nearestLocale, translate, translator } from './locale';

const cards = defineCatalog('spec.cards', {
  en: { left: '{count, plural, one {# card} other {# cards}} left', plain: "Can't be undone" },
  es: { left: '{count, plural, one {Queda # tarjeta} other {Quedan # tarjetas}}', plain: 'No se puede deshacer' },
  fr: { left: '{count, plural, one {# carte restante} other {# cartes restantes}}', plain: 'Action irréversible' },
});

describe('catalogs in three languages', () => {
  it('writes each language with its own plural rules: French counts 0 as one', () => {
    expect([0, 1, 2].map((count) => translate(cards, 'en', 'left', { count }))).toEqual(['0 cards left', '1 card left', '2 cards left']);
    expect([0, 1, 2].map((count) => translate(cards, 'es', 'left', { count }))).toEqual(['Quedan 0 tarjetas', 'Queda 1 tarjeta', 'Quedan 2 tarjetas']);
    expect([0, 1, 2].map((count) => translate(cards, 'fr', 'left', { count }))).toEqual(['0 carte restante', '1 carte restante', '2 cartes restantes']);
  });

  it('keeps a plain apostrophe as it is written', () => {
    expect(translator(cards, 'en')('plain')).toBe("Can't be undone");
  });

  it('takes a browser language to the nearest one it speaks, else English', () => {
    expect(['es-MX', 'fr_CA', 'FR', 'de-DE', '', null, undefined].map(nearestLocale)).toEqual(['es', 'fr', 'fr', 'en', 'en', 'en', 'en']);
    expect([isLocale('es'), isLocale('ES'), isLocale('de'), isLocale(1)]).toEqual([true, false, false, false]);
  });
});
