import { defineCatalog } from '@gv/proto';
import operationsTexts from './messages/superAdmin.operations.json' with { type: 'json' };

/** The operations page: its header and each service's health and backlogs. */
export const operationsMessages = defineCatalog('superAdmin.operations', operationsTexts);
