import { drizzleService } from '@gv/platform';
import { OrdersModule } from './orders.module.js';

export const ordersService = drizzleService('orders', OrdersModule, new URL('../drizzle/', import.meta.url), {
  replaces: '0011_payment_card_last4',
  through: '0000_baseline',
});

/** For npm run audit-ledger, which reads redemption's facts directly from the stopped platform's database. */
export { auditLedger, type CardFacts } from './audit-ledger/ledger-audit.js';
export { SquareGiftCardCheck } from './audit-ledger/square-gift-card-check.js';
export { SquarePayments } from './square/square-payments.js';
