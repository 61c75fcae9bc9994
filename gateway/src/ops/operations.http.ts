import { HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { NotFoundError } from '@gv/platform';
import { REQUEST_MESSAGES, CorporateOrdersRpc, OPERATIONS_MESSAGES, OrdersRpc, Rpc, SERVICE_NAMES, type DeadLetterRetried, type OperationsAnswer, type ServiceName } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';
import { answerWithin, unreachable } from './service-answers.js';

// Longer than a health check: a service counts its outbox, consumers, dead letters and queues.
const OPERATIONS_TIMEOUT_MS = 5000;

/** What keeps the platform running, for the super admin: each service's health, backlogs and dead letters, and retrying one. */
@ApiController('super admin', 'bearer')
export class OperationsHttp extends ServicesHttp {
  @Route('GET /api/superadmin/operations', 'super-admin')
  @ApiOperation({
    summary:
      "Every service: its health checks, replicas reporting in, outbox backlog (unpublished events, the oldest one's age in seconds), each consumer's lag, its newest dead letters (100 at most) and its job queues (waiting, active, failed); a service that does not answer within 5 s is ok false with a failed reachable check. Also the latest ledger audit (null when it cannot be read), and the corporate orders of every business waiting for the super admin's approval past their daily cap and the latest issued (value paid outside the platform; null when orders does not answer)",
  })
  async operations(): Promise<OperationsAnswer> {
    const [services, ledgerAudit, corporateOrders] = await Promise.all([
      Promise.all(SERVICE_NAMES.map((name) => answerWithin(this.services.call(Rpc.operations(name)), OPERATIONS_TIMEOUT_MS).catch((error: unknown) => unreachable(name, error)))),
      answerWithin(this.services.call(OrdersRpc.ledgerAudit), OPERATIONS_TIMEOUT_MS).catch(() => null),
      answerWithin(this.services.call(CorporateOrdersRpc.review), OPERATIONS_TIMEOUT_MS).catch(() => null),
    ]);
    return { services, ledgerAudit, corporateOrders };
  }

  @Route('POST /api/superadmin/operations/dead-letters/{service}/{id}/retry', 'super-admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Hands a dead letter's event to its consumer again; once handled the dead letter is gone. handled is false when the consumer had already handled the event (nothing is done twice). 404 for an unknown service or dead letter, 409 when the event fails again (the message says with what error; the dead letter stays)",
  })
  @ApiParam({ name: 'service', enum: SERVICE_NAMES, description: 'The service whose consumer gave up on the event' })
  @ApiParam({ name: 'id', description: "The dead letter's id" })
  retryDeadLetter(@Param('service') service: string, @Param('id') id: string): Promise<DeadLetterRetried> {
    if (!isServiceName(service)) throw new NotFoundError(REQUEST_MESSAGES.unknownService(service), 'SERVICE.NOT_FOUND');
    if (!/^[1-9]\d{0,15}$/.test(id)) throw new NotFoundError(OPERATIONS_MESSAGES.notFound, 'DEAD_LETTER.NOT_FOUND');
    return this.services.call(Rpc.retryDeadLetter(service), { id: Number(id) });
  }
}

const isServiceName = (name: string): name is ServiceName => (SERVICE_NAMES as readonly string[]).includes(name);
