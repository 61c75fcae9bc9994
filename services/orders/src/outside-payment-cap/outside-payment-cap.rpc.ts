import { Controller, Inject } from '@nestjs/common';
import { DB, now, RpcHandler, type Db } from '@gv/platform';
import { toMajorUnits, CorporateOrdersRpc, text, type OutsideCapRpcRequest, type OutsidePaymentCap } from '@gv/proto';
import { outsideCapOf, setOutsideCap } from '../db/outside-payment-repository.js';
import { outsidePaymentDay, parseDailyCap } from '../domain/outside-payment-cap.js';

/** The super admin's daily cap on value a business issues without a payment through the platform (decision 0071). */
@Controller()
export class OutsidePaymentCapRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(CorporateOrdersRpc.outsideCap)
  cap(request: OutsideCapRpcRequest): Promise<OutsidePaymentCap> {
    return this.answer(text(request.businessSlug));
  }

  @RpcHandler(CorporateOrdersRpc.setOutsideCap)
  async setCap(request: OutsideCapRpcRequest): Promise<OutsidePaymentCap> {
    const businessSlug = text(request.businessSlug);
    await setOutsideCap(this.db, businessSlug, parseDailyCap(request.dailyCap), request.superAdmin?.email ?? 'super admin');
    return this.answer(businessSlug);
  }

  private async answer(businessSlug: string): Promise<OutsidePaymentCap> {
    const { dailyCapCents, custom, usedCents } = await outsideCapOf(this.db, businessSlug, outsidePaymentDay(now().toISOString()));
    return { businessSlug, dailyCap: toMajorUnits(dailyCapCents), custom, usedToday: toMajorUnits(usedCents) };
  }
}
