import { loadConfig, migrate, openDatabase, platformEnvSchema } from '@gv/platform';
import { describeLedgerDiscrepancy } from '@gv/proto';
import { auditLedger, ordersService } from '@gv/service-orders';
import { auditCardsPage, ordersAwaitingIssue, redemptionService } from '@gv/service-redemption';

/**
 * `npm run audit-ledger`: checks every card against its ledger and the completed Square payments, in DATABASE_URL
 * or the all-in-one DATA_DIR (stop `npm start` first: the embedded database has one writer). Prints each
 * discrepancy; exits 1 on any. The platform runs the same audit daily (GET /api/superadmin/ledger-audit).
 */
const config = loadConfig(platformEnvSchema, process.env);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database.db, 'orders', ordersService.migrations, config);
await migrate(database.db, 'redemption', redemptionService.migrations, config);
const result = await auditLedger(database.db, {
  cards: (afterOrderId, limit) => auditCardsPage(database.db, afterOrderId, limit),
  awaitingIssue: (orderIds) => ordersAwaitingIssue(database.db, orderIds),
});
await database.close();
for (const discrepancy of result.discrepancies) process.stdout.write(`${describeLedgerDiscrepancy(discrepancy)}\n`);
if (result.count > result.discrepancies.length) process.stdout.write(`… and ${result.count - result.discrepancies.length} more\n`);
process.stdout.write(result.ok ? 'Ledger audit passed: every balance, card and payment agrees.\n' : `Ledger audit failed: ${result.count} discrepancies.\n`);
process.exit(result.ok ? 0 : 1);
