import { defineCatalog } from '@gv/proto';
import auditTrailTexts from './messages/reports.auditTrail.json' with { type: 'json' };

/** The Audit trail tab: its filters, table and empty states. */
export const auditTrailMessages = defineCatalog('reports.auditTrail', auditTrailTexts);
