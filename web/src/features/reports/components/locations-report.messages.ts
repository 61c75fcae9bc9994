import { defineCatalog } from '@gv/proto';
import locationsReportTexts from './messages/reports.locations.json' with { type: 'json' };

/** The Locations tab: each location's figures and the settlement between locations. */
export const locationsReportMessages = defineCatalog('reports.locations', locationsReportTexts);
