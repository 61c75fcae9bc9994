import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, ValidationError, type Db } from '@gv/platform';
import {
  toMajorUnits,
  customerEmailKey,
  CustomerPrivacyRpc,
  paidRealMoney,
  PRIVACY_MESSAGES,
  type CustomerOrderRecord,
  type CustomerOrders,
  type CustomerRequest,
} from '@gv/proto';
import { ordersOfCustomer, type OrderOfCustomer } from '../db/customer-repository.js';

/**
 * Orders' part of GET /api/v1/admin/customers/export: every order of the business the person placed or was the
 * recipient of, in any state (an unpaid checkout holds their details too), oldest first, with what it recorded of
 * them as they gave it.
 */
@Controller()
export class CustomerOrdersRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(CustomerPrivacyRpc.orders)
  async orders(request: CustomerRequest): Promise<CustomerOrders> {
    const email = customerEmailKey(request.email);
    if (!email) throw new ValidationError({ email: PRIVACY_MESSAGES.emailRequired });
    const rows = await ordersOfCustomer(this.db, request.businessSlug, email);
    return { orders: rows.map((row) => orderRecord(row, email)) };
  }
}

function orderRecord(row: OrderOfCustomer, email: string): CustomerOrderRecord {
  return {
    orderId: row.id,
    roles: [...(row.buyerEmail.toLowerCase() === email ? ['buyer' as const] : []), ...(row.recipientEmail?.toLowerCase() === email ? ['recipient' as const] : [])],
    status: row.status,
    testMode: !paidRealMoney(row.paymentMode),
    giftCardName: row.giftCardName,
    purchaseType: row.purchaseType,
    faceValue: toMajorUnits(row.faceValueCents, row.currency),
    price: toMajorUnits(row.priceCents, row.currency),
    placedAt: row.placedAt,
    paidAt: row.paidAt,
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    recipient: row.recipientEmail === null ? null : { name: row.recipientName ?? '', email: row.recipientEmail },
    message: row.message,
  };
}
