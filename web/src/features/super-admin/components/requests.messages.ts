import { defineCatalog } from '@gv/proto';
import requestsTexts from './messages/superAdmin.requests.json' with { type: 'json' };

/** Registration requests (their table and review dialog) and the form that creates a business admin directly. */
export const requestsMessages = defineCatalog('superAdmin.requests', requestsTexts);
