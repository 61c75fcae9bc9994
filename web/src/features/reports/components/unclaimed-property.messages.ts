import { defineCatalog } from '@gv/proto';
import unclaimedPropertyTexts from './messages/reports.unclaimed.json' with { type: 'json' };

/** The Unclaimed property tab: per state, the dormant cards, the holder report and marking it filed. */
export const unclaimedPropertyMessages = defineCatalog('reports.unclaimed', unclaimedPropertyTexts);
