import { Module } from '@nestjs/common';
import { EVENT_HANDLERS, forwardRpc } from '@gv/platform';
import { CustomerPrivacyRpc, OrdersRpc } from '@gv/proto';
import { VerifySquareCredentialsRpc } from './verify-square-credentials/verify-square-credentials.rpc.js';
import { LedgerAuditJob } from './audit-ledger/ledger-audit.job.js';
import { LedgerAuditRpc } from './audit-ledger/ledger-audit.rpc.js';
import { SquareCheck } from './audit-ledger/square-check.js';
import { SquareGiftCardCheck } from './audit-ledger/square-gift-card-check.js';
import { CompletePurchaseHandler } from './complete-purchase/complete-purchase.handler.js';
import { CorporateOrdersRpcHandlers } from './corporate-orders/corporate-orders.rpc.js';
import { CreateCorporateOrderHandler } from './corporate-orders/create-corporate-order.handler.js';
import { HeldCorporateOrders } from './corporate-orders/held-corporate-orders.js';
import { CorporateOrderIssuer } from './corporate-orders/corporate-order-issuer.js';
import { OutsidePaymentCapRpc } from './outside-payment-cap/outside-payment-cap.rpc.js';
import { BuyingLimits } from './create-payment/buying-limits.js';
import { CreatePaymentHandler } from './create-payment/create-payment.handler.js';
import { CreatePaymentRpc } from './create-payment/create-payment.rpc.js';
import { EraseCustomerHandler } from './erase-customer/erase-customer.handler.js';
import { CustomerOrdersRpc } from './export-customer/customer-orders.rpc.js';
import { RecordCustomerExportRpc } from './export-customer/record-customer-export.rpc.js';
import { PaymentAnomalies } from './db/payment-anomalies.js';
import { ListPaymentAnomaliesRpc } from './list-payment-anomalies/list-payment-anomalies.rpc.js';
import { PaymentsConfigRpc } from './payments-config/payments-config.rpc.js';
import { ReconcilePaymentsJob } from './reconcile-payments/reconcile-payments.job.js';
import { RefundEvents } from './refund-payment/refund-events.js';
import { RefundPaymentHandler } from './refund-payment/refund-payment.handler.js';
import { RefundSender } from './refund-payment/refund-sender.js';
import { PaymentCapture } from './settle-payment/payment-capture.js';
import { PaymentSettlement } from './settle-payment/payment-settlement.js';
import { SquarePayments } from './square/square-payments.js';
import { PaymentDisputes } from './square-webhook/payment-disputes.js';
import { RefundUpdates } from './square-webhook/refund-updates.js';
import { SquareWebhookRpc } from './square-webhook/square-webhook.rpc.js';
import { TerminalRedemptions } from './square-webhook/terminal-redemptions.js';
import { SquareGiftCardsRpc } from './square-gift-cards/square-gift-cards.rpc.js';

/**
 * Hosts the orders use cases (checkout, purchase, Square's webhook, reconciliation, payment anomalies, the daily ledger
 * audit, refunds, disputes, corporate orders); engines and health come from the platform host.
 */
@Module({
  controllers: [
    PaymentsConfigRpc,
    CreatePaymentRpc,
    forwardRpc(OrdersRpc.completePurchase, CompletePurchaseHandler),
    SquareWebhookRpc,
    ListPaymentAnomaliesRpc,
    VerifySquareCredentialsRpc,
    SquareGiftCardsRpc,
    LedgerAuditRpc,
    forwardRpc(OrdersRpc.refundPayment, RefundPaymentHandler),
    CustomerOrdersRpc,
    RecordCustomerExportRpc,
    forwardRpc(CustomerPrivacyRpc.erase, EraseCustomerHandler),
    CorporateOrdersRpcHandlers,
    OutsidePaymentCapRpc,
  ],
  providers: [
    SquarePayments,
    PaymentAnomalies,
    PaymentSettlement,
    PaymentCapture,
    PaymentDisputes,
    RefundUpdates,
    TerminalRedemptions,
    CreatePaymentHandler,
    BuyingLimits,
    CompletePurchaseHandler,
    ReconcilePaymentsJob,
    LedgerAuditJob,
    SquareCheck,
    SquareGiftCardCheck,
    RefundPaymentHandler,
    RefundSender,
    RefundEvents,
    EraseCustomerHandler,
    CreateCorporateOrderHandler,
    HeldCorporateOrders,
    CorporateOrderIssuer,
    { provide: EVENT_HANDLERS, useExisting: RefundEvents },
  ],
})
export class OrdersModule {}
