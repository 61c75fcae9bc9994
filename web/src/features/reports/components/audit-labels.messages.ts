import { defineCatalog } from '@gv/proto';
import auditLabelsTexts from './messages/reports.auditLabels.json' with { type: 'json' };

/** The audit trail's words for actions, changed fields, who acted and each entry's details. */
export const auditLabelsMessages = defineCatalog('reports.auditLabels', auditLabelsTexts);
