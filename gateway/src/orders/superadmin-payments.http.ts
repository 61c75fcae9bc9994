import { ApiBearerAuth, ApiOperation } from '@nestjs/swagger';
import { OrdersRpc, type LedgerAuditResult, type PaymentAnomalyList } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

/** What the super admin checks of the money: payment anomalies and the daily ledger audit. */
@ApiController('super admin')
export class SuperAdminPaymentsHttp extends ServicesHttp {
  @Route('GET /api/superadmin/payment-anomalies', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Square payments that contradicted their orders (another amount or currency, another order, a second payment, one Square does not know) and so settled nothing; newest first',
  })
  paymentAnomalies(): Promise<PaymentAnomalyList> {
    return this.services.call(OrdersRpc.paymentAnomalies);
  }

  @Route('GET /api/superadmin/ledger-audit', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'The latest daily ledger audit: whether every card balance equals its ledger, every completed payment has one card and every card one payment, and every order matches its payment; ranAt is null before the first run',
  })
  ledgerAudit(): Promise<LedgerAuditResult> {
    return this.services.call(OrdersRpc.ledgerAudit);
  }
}
