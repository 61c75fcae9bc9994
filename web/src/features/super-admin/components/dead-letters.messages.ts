import { defineCatalog } from '@gv/proto';
import deadLettersTexts from './messages/superAdmin.deadLetters.json' with { type: 'json' };

/** The operations page's dead letters and its corporate orders paid outside the platform. */
export const deadLettersMessages = defineCatalog('superAdmin.deadLetters', deadLettersTexts);
