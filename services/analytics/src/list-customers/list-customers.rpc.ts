import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, centsToDollars, type CustomerPage, type CustomersRequest } from '@gv/proto';
import { showsTestData } from '../db/business-time-zones.js';
import { customersPage } from '../db/customer-queries.js';
import { businessOf } from '../domain/business-scope.js';

const PAGE = 20;

/** GET /api/v1/admin/customers: the business's people by email, 20 a page in email order (keyset: the last email). */
@Controller()
export class ListCustomersRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.customers)
  async customers(request: CustomersRequest): Promise<CustomerPage> {
    const businessSlug = businessOf(request);
    const test = await showsTestData(this.db, { businessSlug, testData: request.testData });
    const search = typeof request.search === 'string' ? request.search.trim().toLowerCase().slice(0, 200) : '';
    const after = typeof request.cursor === 'string' ? request.cursor.toLowerCase() : '';
    const rows = await customersPage(this.db, { businessSlug, test }, after, search, PAGE + 1);
    const page = rows.slice(0, PAGE);
    return {
      customers: page.map((row) => ({
        name: row.name ?? '',
        email: row.email,
        phone: row.phone,
        cardsBought: Number(row.cardsBought),
        cardsReceived: Number(row.cardsReceived),
        totalSpent: centsToDollars(Number(row.spentCents)),
        outstandingBalance: centsToDollars(Number(row.balanceCents)),
        lastActivity: row.lastActivity,
      })),
      nextCursor: rows.length > PAGE ? page.at(-1)!.email : null,
    };
  }
}
