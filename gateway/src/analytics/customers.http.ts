import { Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { AnalyticsRpc, CUSTOMER_SORTS, type AdminPrincipal, type CustomerPage } from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';
import { reportScope, TEST_DATA_QUERY } from './dashboard.http.js';

/** /customers: the business's buyers and gift recipients as people, by email, from the analytics projections. */
@ApiController('customers (admin)', 'cookie')
export class CustomersHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/customers', 'manager')
  @ApiOperation({
    summary:
      'One row per person by email across buyers and gift recipients (cards bought and received, total spent, outstanding balance on the cards they hold, last activity), 20 a page in the order asked for; pass nextCursor as cursor for the next',
  })
  @ApiQuery({ name: 'search', required: false, description: 'Part of a name or email' })
  @ApiQuery({ name: 'sort', required: false, enum: CUSTOMER_SORTS, description: 'email when left out; email and name from A to Z, spent, balance and lastActivity from the highest or latest' })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the page before' })
  @ApiQuery(TEST_DATA_QUERY)
  customers(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('search') search?: unknown,
    @Query('sort') sort?: unknown,
    @Query('cursor') cursor?: unknown,
    @Query('testData') testData?: unknown,
  ): Promise<CustomerPage> {
    return this.services.call(AnalyticsRpc.customers, { ...reportScope(admin, testData), search, sort, cursor });
  }
}
