/**
 * Webhooks out (decision 0094): an owner subscribes URLs to the business's card and order events; each delivery is
 * signed per the Standard Webhooks spec (Webhook-Id, Webhook-Timestamp, Webhook-Signature) and sent at least once,
 * in order per card.
 */
import type { AdminPrincipal } from './auth.js';
import type { Acknowledged } from './identity.js';
import { defineCatalog, translate, type Locale, type MessageValues } from './locale.js';
import webhookTexts from './messages/proto.webhooks.json' with { type: 'json' };

export const WEBHOOK_EVENTS = [
  'card.issued',
  'card.redeemed',
  'card.refunded',
  'card.voided',
  'card.reloaded',
  'order.paid',
  'order.refunded',
] as const;
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

/** What the webhooks' endpoints answer, in each language; the server answers in English (WEBHOOK_MESSAGES). */
export const webhookMessages = defineCatalog('proto.webhooks', webhookTexts);

export const WEBHOOK_MESSAGES = {
  ...webhookMessages.messages.en,
  eventsRequired: translate(webhookMessages, 'en', 'eventsRequired', { events: WEBHOOK_EVENTS.join(', ') }),
  tooMany: translate(webhookMessages, 'en', 'tooMany', { max: MAX_WEBHOOK_ENDPOINTS }),
};

const WEBHOOK_MESSAGE_VALUES: Partial<Record<keyof typeof WEBHOOK_MESSAGES, MessageValues>> = {
  eventsRequired: { events: WEBHOOK_EVENTS.join(', ') },
  tooMany: { max: MAX_WEBHOOK_ENDPOINTS },
};

/** One of WEBHOOK_MESSAGES as the server answered it (English), in `locale`; any other text as it is. */
export function webhookAnswerIn(locale: Locale, text: string): string {
  const key = (Object.keys(WEBHOOK_MESSAGES) as (keyof typeof WEBHOOK_MESSAGES)[]).find((candidate) => WEBHOOK_MESSAGES[candidate] === text);
  return key ? translate(webhookMessages, locale, key, WEBHOOK_MESSAGE_VALUES[key]) : text;
}
