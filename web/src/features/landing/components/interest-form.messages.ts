import { defineCatalog } from '@gv/proto';
import interestFormTexts from './messages/landing.interestForm.json' with { type: 'json' };

export const interestFormMessages = defineCatalog('landing.interestForm', interestFormTexts);
