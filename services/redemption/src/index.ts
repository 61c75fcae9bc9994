import type { ServiceDefinition } from '@gv/platform';
import { redemptionMigrations } from './db/migrations.js';
import { RedemptionModule } from './redemption.module.js';

export const redemptionService: ServiceDefinition = { name: 'redemption', module: RedemptionModule, migrations: redemptionMigrations };

/** For operators' tools: the bench looks a card up in redemption.issued_cards by its code; rotate-secrets rekeys the codes. */
export { codeLookupHash, loadCardCodeKeys } from './redemption-keys.js';

/** For the ledger audit (npm run audit-ledger): each card with its ledger sum, and the paid orders still to be issued. */
export { auditCardsPage, ordersAwaitingIssue } from './audit-ledger/ledger-facts.js';
export { rekeyCardCodes } from './key-rotation/rekey-card-codes.js';
