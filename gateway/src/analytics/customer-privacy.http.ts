import { Body, HttpCode, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBody, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { NotFoundError, now, sha256 } from '@gv/platform';
import {
  customerEmailKey,
  CustomerPrivacyRpc,
  PRIVACY_MESSAGES,
  type AdminPrincipal,
  type CustomerCardRecord,
  type CustomerErased,
  type CustomerExport,
  type CustomerOrderRecord,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

/**
 * A customer's privacy (decision 0054): what the business holds about one person, found by email, as a JSON file, and
 * erasing it. Each service holding the data answers its part (orders its orders, redemption its cards and ledgers);
 * orders owns the erasure. The business is the admin's own.
 */
@ApiController('customers (admin)', 'cookie')
export class CustomerPrivacyHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/customers/export', 'manager')
  @ApiOperation({
    summary:
      'Everything the business holds about the person with this email, as a JSON download: the names and phones they gave, their orders (as buyer or recipient, in any state) and the cards they bought, hold or received with each card’s ledger (code: its last 4 characters only); recorded in the audit trail; 404 for an email the business does not know',
  })
  @ApiQuery({ name: 'email', required: true, description: 'The customer’s email (any case)' })
  async export(@CurrentAdmin() admin: AdminPrincipal, @Res({ passthrough: true }) reply: FastifyReply, @Query('email') email?: unknown): Promise<CustomerExport> {
    const request = { businessSlug: admin.businessSlug, email };
    const [{ orders }, { cards }] = await Promise.all([this.services.call(CustomerPrivacyRpc.orders, request), this.services.call(CustomerPrivacyRpc.cards, request)]);
    if (orders.length === 0 && cards.length === 0) throw new NotFoundError(PRIVACY_MESSAGES.customerNotFound, 'CUSTOMER.NOT_FOUND');
    // In the business's audit trail before the data leaves.
    await this.services.call(CustomerPrivacyRpc.exported, { ...request, adminId: admin.adminId });
    const key = customerEmailKey(email);
    reply.header('content-disposition', `attachment; filename="customer-${sha256(key).slice(0, 12)}.json"`).header('cache-control', 'no-store');
    return { exportedAt: now().toISOString(), businessSlug: admin.businessSlug, customer: profileOf(key, orders, cards), orders, cards };
  }

  @Route('POST /api/v1/admin/customers/erase', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Erase a customer: their name, email, phone and gift messages become a pseudonym (erased-…@erased.invalid) on the business’s orders, cards, views and audit trail; amounts, card states, the ledger and every report stay. confirm must repeat the email (400 otherwise); erasing again answers the same',
  })
  @ApiBody({ schema: { type: 'object', required: ['email', 'confirm'], properties: { email: { type: 'string' }, confirm: { type: 'string', description: 'The email typed again' } } } })
  erase(@CurrentAdmin() admin: AdminPrincipal, @Body() form: { email?: unknown; confirm?: unknown } | undefined): Promise<CustomerErased> {
    return this.services.call(CustomerPrivacyRpc.erase, { businessSlug: admin.businessSlug, adminId: admin.adminId, email: form?.email, confirm: form?.confirm });
  }
}

/** The person as they gave themselves: every name, and every phone, recorded for this address, in the order first given. */
function profileOf(email: string, orders: CustomerOrderRecord[], cards: CustomerCardRecord[]): CustomerExport['customer'] {
  const names = new Set<string>();
  const phones = new Set<string>();
  const given = (person: { name: string; email: string; phone?: string } | null) => {
    if (person?.email.toLowerCase() !== email) return;
    if (person.name) names.add(person.name);
    if (person.phone) phones.add(person.phone);
  };
  for (const record of [...orders, ...cards]) {
    given(record.buyer);
    given(record.recipient);
    if ('holder' in record) given(record.holder);
  }
  return { email, names: [...names], phones: [...phones] };
}
