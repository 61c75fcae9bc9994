import { defineCatalog } from '@gv/proto';
import dialogTexts from './messages/purchase.dialog.json' with { type: 'json' };

/** The purchase dialog's frame and its first two steps: type, details, recipients, amount; the success screens. */
export const dialogMessages = defineCatalog('purchase.dialog', dialogTexts);
