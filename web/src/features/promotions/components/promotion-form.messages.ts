import { defineCatalog } from '@gv/proto';
import formTexts from './messages/promotions.form.json' with { type: 'json' };

export const formMessages = defineCatalog('promotions.form', formTexts);
