/** A redemption window in words ("Mon–Fri, 11:00–14:00; not on Dec 25, 2026") in every language. */
import { defineCatalog } from './locale.js';
import redemptionWindowTexts from './messages/redemptionWindow.describe.json' with { type: 'json' };

export const redemptionWindowWords = defineCatalog('redemptionWindow.describe', redemptionWindowTexts);
