import { InProcessRpcHub, loadConfig, migrate, openDatabase, platformEnvSchema, RpcClient, type RpcReply } from '@gv/platform';
import { describeLedgerDiscrepancy, IdentityRpc, RedemptionRpc, type PaymentCredentialsRequest, type SquareCardsRequest } from '@gv/proto';
import { GetPaymentCredentialsHandler } from '@gv/service-identity';
import { auditLedger, ordersService, SquareGiftCardCheck, SquarePayments } from '@gv/service-orders';
import { auditCardsPage, ordersAwaitingIssue, redemptionService, registeredCardsPage } from '@gv/service-redemption';

/**
 * `npm run audit-ledger`: checks every card against its ledger and the completed Square payments, and every card
 * registered at a Square Point of Sale against its balance at Square, in DATABASE_URL or the all-in-one DATA_DIR (stop
 * `npm start` first: the embedded database has one writer). Prints each discrepancy; exits 1 on any. The platform runs
 * the same audit daily (GET /api/superadmin/ledger-audit).
 */
const config = loadConfig(platformEnvSchema, process.env);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database.db, 'orders', ordersService.migrations, config);
await migrate(database.db, 'redemption', redemptionService.migrations, config);
// The daily audit's own comparison with Square: what it asks identity and redemption for is read here from the database.
const services = new InProcessRpcHub();
const serve = <Body>(pattern: string, handle: (body: Body) => Promise<unknown>) =>
  services.register(pattern, async (request): Promise<RpcReply> => ({ ok: true, value: await handle((request as { body: Body }).body) }));
const credentials = new GetPaymentCredentialsHandler(database.db);
serve(IdentityRpc.paymentCredentials, (body: PaymentCredentialsRequest) => credentials.execute(body));
serve(RedemptionRpc.auditSquareCards, async ({ afterCardId, limit }: SquareCardsRequest) => ({ cards: await registeredCardsPage(database.db, afterCardId, limit) }));
const rpc = new RpcClient(services);
const giftCards = new SquareGiftCardCheck(new SquarePayments(config, rpc), rpc);
const result = await auditLedger(database.db, {
  cards: (afterOrderId, limit) => auditCardsPage(database.db, afterOrderId, limit),
  awaitingIssue: (orderIds) => ordersAwaitingIssue(database.db, orderIds),
}, { alsoCheck: (report) => giftCards.discrepancies(report) });
await database.close();
for (const discrepancy of result.discrepancies) process.stdout.write(`${describeLedgerDiscrepancy(discrepancy)}\n`);
if (result.count > result.discrepancies.length) process.stdout.write(`… and ${result.count - result.discrepancies.length} more\n`);
process.stdout.write(result.ok ? 'Ledger audit passed: every balance, card and payment agrees, at Square too.\n' : `Ledger audit failed: ${result.count} discrepancies.\n`);
process.exit(result.ok ? 0 : 1);
