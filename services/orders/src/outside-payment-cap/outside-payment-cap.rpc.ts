import { Controller, Inject } from '@nestjs/common';
import { DB, now, RpcHandler, type Db } from '@gv/platform';
import { toMajorUnits, CorporateOrdersRpc, text, type OutsideCapRpcRequest, type OutsidePaymentCap } from '@gv/proto';
import { outsideCapOf, setOutsideCap } from '../db/outside-payment-repository.js';
import { outsidePaymentDay, parseDailyCap } from '../domain/outside-payment-cap.js';
import { SquarePayments } from '../square/square-payments.js';

/** The super admin's daily cap on value a business issues without a payment through the platform (decision 0071). */
@Controller()
export class OutsidePaymentCapRpc {
  constructor(@Inject(DB) private readonly db: Db, private readonly square: SquarePayments) {}

  @RpcHandler(CorporateOrdersRpc.outsideCap)
  async cap(request: OutsideCapRpcRequest): Promise<OutsidePaymentCap> {
    const businessSlug = text(request.businessSlug);
    return this.answer(businessSlug, (await this.square.credentials(businessSlug)).currency);
  }

  @RpcHandler(CorporateOrdersRpc.setOutsideCap)
  async setCap(request: OutsideCapRpcRequest): Promise<OutsidePaymentCap> {
    const businessSlug = text(request.businessSlug);
    const { currency } = await this.square.credentials(businessSlug);
    await setOutsideCap(this.db, businessSlug, parseDailyCap(request.dailyCap, currency), request.superAdmin?.email ?? 'super admin');
    return this.answer(businessSlug, currency);
  }

  /** The cap and the day's use in major units of the business's `currency`. */
  private async answer(businessSlug: string, currency: string): Promise<OutsidePaymentCap> {
    const { dailyCapCents, custom, usedCents } = await outsideCapOf(this.db, businessSlug, currency, outsidePaymentDay(now().toISOString()));
    return { businessSlug, dailyCap: toMajorUnits(dailyCapCents, currency), custom, usedToday: toMajorUnits(usedCents, currency) };
  }
}
