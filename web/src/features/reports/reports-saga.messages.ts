import { defineCatalog } from '@gv/proto';
import reportsSagaTexts from './messages/reports.saga.json' with { type: 'json' };

/** What the reports' requests say when they fail, and what filing an unclaimed property report came to. */
export const reportsSagaMessages = defineCatalog('reports.saga', reportsSagaTexts);
