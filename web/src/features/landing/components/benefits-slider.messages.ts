import { defineCatalog } from '@gv/proto';
import benefitsTexts from './messages/landing.benefits.json' with { type: 'json' };

export const benefitsMessages = defineCatalog('landing.benefits', benefitsTexts);
