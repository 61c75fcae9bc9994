import { Body, Param } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  WEBHOOK_EVENTS,
  WebhookRpc,
  type Acknowledged,
  type AdminPrincipal,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookForm,
  type WebhookList,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

const endpointSchema = (required: string[]) => ({
  schema: {
    type: 'object',
    required,
    properties: {
      url: { type: 'string', format: 'uri', description: 'A public https:// address (no redirects are followed)' },
      events: { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENTS] }, minItems: 1 },
      enabled: { type: 'boolean', description: 'true turns an endpoint that was turned off back on: its waiting deliveries go out, in order' },
    },
  },
});

const form = (body: WebhookForm | undefined): WebhookForm => ({ url: body?.url, events: body?.events, enabled: body?.enabled });

/** The owner's webhook endpoints (decision 0094), at /developers: signed per the Standard Webhooks spec. */
@ApiController('webhooks (admin)', 'cookie')
export class WebhooksHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/webhooks', 'owner')
  @ApiOperation({ summary: "The business's webhook endpoints, oldest first (never their secrets)" })
  list(@CurrentAdmin() admin: AdminPrincipal): Promise<WebhookList> {
    return this.services.call(WebhookRpc.list, { admin });
  }

  @Route('POST /api/v1/admin/webhooks', 'owner')
  @ApiOperation({ summary: 'A new endpoint and its signing secret (whsec_…), answered this once. At most 10 endpoints (409)' })
  @ApiBody(endpointSchema(['url', 'events']))
  create(@CurrentAdmin() admin: AdminPrincipal, @Body() body: WebhookForm | undefined): Promise<WebhookCreated> {
    return this.services.call(WebhookRpc.create, { admin, ...form(body) });
  }

  @Route('PUT /api/v1/admin/webhooks/{id}', 'owner')
  @ApiOperation({ summary: 'Change the URL, the events or whether it is on (fields left out stay as they are)' })
  @ApiParam({ name: 'id', description: 'The endpoint’s id' })
  @ApiBody(endpointSchema([]))
  update(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: WebhookForm | undefined): Promise<WebhookEndpoint> {
    return this.services.call(WebhookRpc.update, { admin, id, ...form(body) });
  }

  @Route('DELETE /api/v1/admin/webhooks/{id}', 'owner')
  @ApiOperation({ summary: 'Delete an endpoint and its delivery log' })
  @ApiParam({ name: 'id', description: 'The endpoint’s id' })
  remove(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<Acknowledged> {
    return this.services.call(WebhookRpc.remove, { admin, id });
  }

  @Route('POST /api/v1/admin/webhooks/{id}/test', 'owner')
  @ApiOperation({ summary: 'Queue a signed webhook.test message to the endpoint; its outcome shows in the deliveries' })
  @ApiParam({ name: 'id', description: 'The endpoint’s id' })
  test(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<WebhookDelivery> {
    return this.services.call(WebhookRpc.test, { admin, id });
  }

  @Route('GET /api/v1/admin/webhooks/{id}/deliveries', 'owner')
  @ApiOperation({ summary: 'The endpoint’s deliveries of the last 30 days, newest first: body sent, attempts, last answer status and time' })
  @ApiParam({ name: 'id', description: 'The endpoint’s id' })
  deliveries(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<WebhookDeliveryList> {
    return this.services.call(WebhookRpc.deliveries, { admin, id });
  }

  @Route('POST /api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/resend', 'owner')
  @ApiOperation({ summary: 'Send a delivery again now, with the same Webhook-Id and body' })
  @ApiParam({ name: 'id', description: 'The endpoint’s id' })
  @ApiParam({ name: 'deliveryId', description: 'The delivery’s id (its Webhook-Id)' })
  resend(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Param('deliveryId') deliveryId: string): Promise<WebhookDelivery> {
    return this.services.call(WebhookRpc.resend, { admin, id, deliveryId });
  }
}
