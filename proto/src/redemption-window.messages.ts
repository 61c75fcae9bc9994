/** A redemption window in words ("Mon–Fri, 11:00–14:00; not on Dec 25, 2026") in every language. */
import { defineCatalog } from './locale.js';

export const redemptionWindowWords = defineCatalog('redemptionWindow.describe', {
  en: {
    everyDay: 'every day',
    hours: '{days}, {from}–{to}',
    notOn: '{hours}; not on {dates}',
  },
  es: {
    everyDay: 'todos los días',
    hours: '{days}, {from}–{to}',
    notOn: '{hours}; excepto {dates}',
  },
  fr: {
    everyDay: 'tous les jours',
    hours: '{days}, {from}–{to}',
    notOn: '{hours} ; sauf {dates}',
  },
});
