import { Controller, Inject } from '@nestjs/common';
import { DB, plainQuery, RpcHandler, ValidationError, type Db } from '@gv/platform';
import {
  centsToDollars,
  customerEmailKey,
  CustomerPrivacyRpc,
  paidRealMoney,
  PRIVACY_MESSAGES,
  type CustomerOrderRecord,
  type CustomerOrders,
  type CustomerRequest,
  type PaymentMode,
  type PurchaseType,
} from '@gv/proto';
import { ORDERS } from '../db/order-queries.js';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface OrderOfCustomer {
  id: string;
  status: string;
  paymentMode: PaymentMode;
  giftCardName: string;
  purchaseType: PurchaseType;
  faceValueCents: number;
  priceCents: number;
  placedAt: string;
  paidAt: string | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string;
}

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
    const rows = await plainQuery<OrderOfCustomer>(
      this.db,
      `select id, status, payment_mode as "paymentMode", gift_card_name as "giftCardName", purchase_type as "purchaseType",
         face_value_cents as "faceValueCents", price_cents as "priceCents", ${ISO('created_at')} as "placedAt", ${ISO('paid_at')} as "paidAt",
         buyer_name as "buyerName", buyer_email as "buyerEmail", buyer_phone as "buyerPhone", recipient_name as "recipientName",
         recipient_email as "recipientEmail", message
       from ${ORDERS} where business_slug = $1 and (lower(buyer_email) = $2 or lower(recipient_email) = $2)
       order by created_at, id`,
      [request.businessSlug, email],
    );
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
    faceValue: centsToDollars(row.faceValueCents),
    price: centsToDollars(row.priceCents),
    placedAt: row.placedAt,
    paidAt: row.paidAt,
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    recipient: row.recipientEmail === null ? null : { name: row.recipientName ?? '', email: row.recipientEmail },
    message: row.message,
  };
}
