import { drizzleService } from '@gv/platform';
import { RedemptionModule } from './redemption.module.js';

export const redemptionService = {
  ...drizzleService('redemption', RedemptionModule, new URL('../drizzle/', import.meta.url), {
    replaces: '0017_holder_verification',
    through: '0001_append_only_and_balance_triggers',
  }),
  // A counter's spend of a card registered at Square keeps its transaction (and connection) open until Square answers
  // (decision 0092): with the default ten, ten tills waiting on Square held every connection.
  databasePoolSize: 25,
};

/** For operators' tools: the bench looks a card up in redemption.issued_cards by its code; rotate-secrets rekeys the codes. */
export { codeLookupHash, loadCardCodeKeys } from './redemption-keys.js';

/** For the ledger audit (npm run audit-ledger): each card with its ledger sum, and the paid orders still to be issued. */
export { auditCardsPage } from './db/ledger-audit-repository.js';
export { ordersAwaitingIssue } from './db/deferred-issue-repository.js';
export { registeredCardsPage } from './db/pos-repository.js';
export { rekeyCardCodes } from './key-rotation/rekey-card-codes.js';
