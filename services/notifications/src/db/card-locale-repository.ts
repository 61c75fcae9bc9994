import { cardLocaleRepository } from '@gv/platform';
import { cardLocales } from './schema.js';

export const { recordCardLocale, cardLocaleOf } = cardLocaleRepository(cardLocales);
