import { defineCatalog } from '@gv/proto';
import dashboardTexts from './messages/superAdmin.dashboard.json' with { type: 'json' };

/** The dashboard: its header, figures, ledger audit, sign-in policy and the status badge. */
export const dashboardMessages = defineCatalog('superAdmin.dashboard', dashboardTexts);
