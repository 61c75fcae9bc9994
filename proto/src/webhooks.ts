/**
 * Webhooks out (decision 0094): an owner subscribes URLs to the business's card and order events; each delivery is
 * signed per the Standard Webhooks spec (Webhook-Id, Webhook-Timestamp, Webhook-Signature) and sent at least once,
 * in order per card.
 */
import type { AdminPrincipal } from './auth.js';
import type { Acknowledged } from './identity.js';

export const WEBHOOK_EVENTS = ['card.issued', 'card.redeemed', 'card.refunded', 'card.voided', 'card.reloaded', 'order.paid', 'order.refunded'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints a business may subscribe at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const WebhookRpc = {
  create: 'notifications.webhooks.create',
  list: 'notifications.webhooks.list',
  update: 'notifications.webhooks.update',
  remove: 'notifications.webhooks.remove',
  test: 'notifications.webhooks.test',
  deliveries: 'notifications.webhooks.deliveries',
  resend: 'notifications.webhooks.resend',
} as const;

/** POST /api/v1/admin/webhooks; PUT …/{id} takes the same fields, each optional, and `enabled` (true turns a disabled endpoint back on). */
export interface WebhookForm {
  url?: unknown;
  events?: unknown;
  enabled?: unknown;
}

/** The new endpoint and its signing secret (`whsec_…`), shown this once. */
export interface WebhookCreated {
  id: string;
  secret: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** When deliveries stopped after failing for 3 days (or null). */
  disabledAt: string | null;
  createdAt: string;
}

export interface WebhookList {
  webhooks: WebhookEndpoint[];
}

export type WebhookDeliveryStatus = 'pending' | 'delivered';

export interface WebhookDelivery {
  /** The Webhook-Id: the same on every attempt and on a resend. */
  id: string;
  type: WebhookEventType | 'webhook.test';
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The JSON body sent. */
  request: string;
  /** The last attempt's answer: its HTTP status (null: no answer), its time, and what went wrong. */
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** The endpoint's deliveries of the last 30 days, newest first. */
export interface WebhookDeliveryList {
  deliveries: WebhookDelivery[];
}

export interface WebhookRequest {
  admin: AdminPrincipal;
  id: string;
}

export interface WebhooksRpcMap {
  [WebhookRpc.create]: { request: { admin: AdminPrincipal } & WebhookForm; response: WebhookCreated };
  [WebhookRpc.list]: { request: { admin: AdminPrincipal }; response: WebhookList };
  [WebhookRpc.update]: { request: WebhookRequest & WebhookForm; response: WebhookEndpoint };
  [WebhookRpc.remove]: { request: WebhookRequest; response: Acknowledged };
  [WebhookRpc.test]: { request: WebhookRequest; response: WebhookDelivery };
  [WebhookRpc.deliveries]: { request: WebhookRequest; response: WebhookDeliveryList };
  [WebhookRpc.resend]: { request: WebhookRequest & { deliveryId: string }; response: WebhookDelivery };
}

export const WEBHOOK_MESSAGES = {
  badUrl: 'Enter the https:// address your endpoint receives webhooks at.',
  privateUrl: 'This address is not on the public internet: webhooks go only to public https addresses.',
  unresolved: 'This address does not resolve: check the host name.',
  eventsRequired: `Choose at least one event: ${WEBHOOK_EVENTS.join(', ')}.`,
  tooMany: `A business holds at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one first.`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  deleted: 'Webhook endpoint deleted',
} as const;
