import { Body, HttpCode, Param, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import { CorporateOrdersRpc, IdentityRpc, type CorporateOrderRecord, type OutsidePaymentCap, type SetOutsidePaymentCapRequest, type Unchecked } from '@gv/proto';
import { type SuperAdminRequest } from '../auth/super-admin.guard.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

const SLUG = { name: 'businessSlug', description: "The business's slug (its storefront's address)" };

/** The super admin's hold on value issued without a payment through the platform (decision 0071): each business's daily cap, and approving a batch past it. */
@ApiController('super admin', 'bearer')
export class SuperAdminCorporateOrdersHttp extends ServicesHttp {
  @Route('POST /api/superadmin/corporate-orders/{id}/approve', 'super-admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Approve a corporate order waiting past its business's daily cap: its cards are issued, and the business's audit trail names the super admin. Approving again answers the batch; 409 for one not waiting for approval, 404 for an unknown id",
  })
  @ApiParam({ name: 'id', description: 'Corporate order id' })
  approve(@Param('id') id: string, @Req() request: SuperAdminRequest): Promise<CorporateOrderRecord> {
    return this.services.call(CorporateOrdersRpc.approve, { superAdmin: { email: request.superAdmin!.email }, id });
  }

  @Route('GET /api/superadmin/businesses/{businessSlug}/outside-payment-cap', 'super-admin')
  @ApiOperation({ summary: "The business's daily cap on value paid outside the platform (dollars; $5,000.00 unless set), whether it was set, and what today (UTC) used of it; 404 for an unknown slug" })
  @ApiParam(SLUG)
  async cap(@Param('businessSlug') businessSlug: string, @Req() request: SuperAdminRequest): Promise<OutsidePaymentCap> {
    await this.services.call(IdentityRpc.businessAccount, { superAdmin: request.superAdmin!, businessSlug });
    return this.services.call(CorporateOrdersRpc.outsideCap, { businessSlug });
  }

  @Route('PUT /api/superadmin/businesses/{businessSlug}/outside-payment-cap', 'super-admin')
  @ApiOperation({ summary: 'Set the daily cap in dollars ($0.00 to $10,000,000.00; $0 sends every batch for approval); 400 for another amount, 404 for an unknown slug' })
  @ApiParam(SLUG)
  @ApiBody({ schema: { type: 'object', required: ['dailyCap'], properties: { dailyCap: { type: 'number', minimum: 0, maximum: 10_000_000, example: 5000 } } } })
  async setCap(@Param('businessSlug') businessSlug: string, @Body() body: Unchecked<SetOutsidePaymentCapRequest> | undefined, @Req() request: SuperAdminRequest): Promise<OutsidePaymentCap> {
    const account = await this.services.call(IdentityRpc.businessAccount, { superAdmin: request.superAdmin!, businessSlug });
    return this.services.call(CorporateOrdersRpc.setOutsideCap, { businessSlug: account.businessSlug, dailyCap: body?.dailyCap, superAdmin: { email: request.superAdmin!.email } });
  }
}
