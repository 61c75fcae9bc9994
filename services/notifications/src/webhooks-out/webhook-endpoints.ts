import { randomUUID } from 'node:crypto';
import { Controller, Inject, Injectable } from '@nestjs/common';
import { CONFIG, DB, DomainError, NotFoundError, RpcHandler, sealSecret, ValidationError, type Db, type KeyRing, type PlatformConfig } from '@gv/platform';
import {
  CARD_SERVICE_MESSAGES,
  isUuid,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WebhookRpc,
  type Acknowledged,
  type AdminPrincipal,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookForm,
  type WebhookList,
  type WebhookRequest,
} from '@gv/proto';
import { refusedUrl } from './webhook-addresses.js';
import {
  deleteEndpoint,
  deliveriesOf,
  deliveryOf,
  endpointOf,
  endpointsOf,
  insertDelivery,
  insertEndpointWithin,
  resendDelivery,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhook-repository.js';
import { WEBHOOK_SECRETS } from './webhook-secrets.js';
import { WebhookSender } from './webhook-sender.js';
import { newWebhookSecret } from './webhook-signature.js';

const shownEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledAt: row.disabledAt,
  createdAt: row.createdAt,
});

const shownDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.eventId,
  type: row.type as WebhookDelivery['type'],
  status: row.status,
  attempts: row.attempts,
  request: row.body,
  responseStatus: row.responseStatus,
  durationMs: row.durationMs,
  error: row.error,
  createdAt: row.createdAt,
  lastAttemptAt: row.lastAttemptAt,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
  deliveredAt: row.deliveredAt,
});

/** An owner's webhook endpoints (decision 0094), each scoped to the signed-in business: another business's id is not found. */
@Injectable()
export class WebhookEndpoints {
  private readonly allowPrivate: boolean;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) config: PlatformConfig,
    @Inject(WEBHOOK_SECRETS) private readonly secrets: KeyRing,
    private readonly sender: WebhookSender,
  ) {
    this.allowPrivate = config.WEBHOOKS_ALLOW_PRIVATE === '1';
  }

  async create(request: { admin: AdminPrincipal } & WebhookForm): Promise<WebhookCreated> {
    const url = await this.parseUrl(request.url);
    const events = parseEvents(request.events);
    const { businessSlug } = request.admin;
    const id = randomUUID();
    const secret = newWebhookSecret();
    const added = await insertEndpointWithin(this.db, MAX_WEBHOOK_ENDPOINTS, { id, businessSlug, url, events, secretSealed: sealSecret(this.secrets[0], secret, id) });
    if (!added) throw new DomainError('WEBHOOK.TOO_MANY', WEBHOOK_MESSAGES.tooMany);
    return { id, secret };
  }

  async list(request: { admin: AdminPrincipal }): Promise<WebhookList> {
    return { webhooks: (await endpointsOf(this.db, request.admin.businessSlug)).map(shownEndpoint) };
  }

  async update(request: WebhookRequest & WebhookForm): Promise<WebhookEndpoint> {
    const changes = {
      url: request.url === undefined ? undefined : await this.parseUrl(request.url),
      events: request.events === undefined ? undefined : parseEvents(request.events),
      enabled: parseEnabled(request.enabled),
    };
    const row = isUuid(request.id) ? await updateEndpoint(this.db, request.admin.businessSlug, request.id.toLowerCase(), changes) : undefined;
    if (!row) throw notFound();
    if (row.enabled) this.sender.wake();
    return shownEndpoint(row);
  }

  async remove(request: WebhookRequest): Promise<Acknowledged> {
    if (!isUuid(request.id) || !(await deleteEndpoint(this.db, request.admin.businessSlug, request.id.toLowerCase()))) throw notFound();
    return { success: true, message: WEBHOOK_MESSAGES.deleted };
  }

  /** A `webhook.test` message to the endpoint, sent as any other (signed, retried, in its log). */
  async test(request: WebhookRequest): Promise<WebhookDelivery> {
    const endpoint = await this.endpoint(request);
    const eventId = randomUUID();
    const body = JSON.stringify({ id: eventId, type: 'webhook.test', createdAt: new Date().toISOString(), data: { endpointId: endpoint.id } });
    await insertDelivery(this.db, endpoint.id, { eventId, type: 'webhook.test', body });
    this.sender.wake();
    return shownDelivery((await deliveryOf(this.db, endpoint.id, eventId))!);
  }

  async deliveries(request: WebhookRequest): Promise<WebhookDeliveryList> {
    const endpoint = await this.endpoint(request);
    return { deliveries: (await deliveriesOf(this.db, endpoint.id)).map(shownDelivery) };
  }

  /** The delivery again, now, with the same Webhook-Id and body (a receiver that dedupes by id takes it once). */
  async resend(request: WebhookRequest & { deliveryId: string }): Promise<WebhookDelivery> {
    const endpoint = await this.endpoint(request);
    const row = typeof request.deliveryId === 'string' ? await resendDelivery(this.db, endpoint.id, request.deliveryId) : undefined;
    if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound, 'WEBHOOK.DELIVERY_NOT_FOUND');
    this.sender.wake();
    return shownDelivery(row);
  }

  private async endpoint(request: WebhookRequest): Promise<EndpointRow> {
    const row = isUuid(request.id) ? await endpointOf(this.db, request.admin.businessSlug, request.id.toLowerCase()) : undefined;
    if (!row) throw notFound();
    return row;
  }

  private async parseUrl(value: unknown): Promise<string> {
    let url: URL | undefined;
    try {
      url = typeof value === 'string' && value.trim().length <= 2000 ? new URL(value.trim()) : undefined;
    } catch {
      url = undefined;
    }
    const refused = url ? await refusedUrl(url, this.allowPrivate) : 'bad';
    if (refused) throw new ValidationError({ url: refused === 'bad' ? WEBHOOK_MESSAGES.badUrl : refused === 'private' ? WEBHOOK_MESSAGES.privateUrl : WEBHOOK_MESSAGES.unresolved });
    return url!.toString();
  }
}

const notFound = () => new NotFoundError(WEBHOOK_MESSAGES.notFound, 'WEBHOOK.NOT_FOUND');

function parseEvents(value: unknown): WebhookEventType[] {
  const asked = Array.isArray(value) ? value : [];
  const events = WEBHOOK_EVENTS.filter((event) => asked.includes(event));
  if (events.length === 0 || events.length !== new Set(asked).size) throw new ValidationError({ events: WEBHOOK_MESSAGES.eventsRequired });
  return events;
}

function parseEnabled(value: unknown): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw new ValidationError({ enabled: CARD_SERVICE_MESSAGES.enabledInvalid });
}

@Controller()
export class WebhookEndpointsRpc {
  constructor(private readonly endpoints: WebhookEndpoints) {}

  @RpcHandler(WebhookRpc.create)
  create(request: { admin: AdminPrincipal } & WebhookForm): Promise<WebhookCreated> {
    return this.endpoints.create(request);
  }

  @RpcHandler(WebhookRpc.list)
  list(request: { admin: AdminPrincipal }): Promise<WebhookList> {
    return this.endpoints.list(request);
  }

  @RpcHandler(WebhookRpc.update)
  update(request: WebhookRequest & WebhookForm): Promise<WebhookEndpoint> {
    return this.endpoints.update(request);
  }

  @RpcHandler(WebhookRpc.remove)
  remove(request: WebhookRequest): Promise<Acknowledged> {
    return this.endpoints.remove(request);
  }

  @RpcHandler(WebhookRpc.test)
  test(request: WebhookRequest): Promise<WebhookDelivery> {
    return this.endpoints.test(request);
  }

  @RpcHandler(WebhookRpc.deliveries)
  deliveries(request: WebhookRequest): Promise<WebhookDeliveryList> {
    return this.endpoints.deliveries(request);
  }

  @RpcHandler(WebhookRpc.resend)
  resend(request: WebhookRequest & { deliveryId: string }): Promise<WebhookDelivery> {
    return this.endpoints.resend(request);
  }
}
