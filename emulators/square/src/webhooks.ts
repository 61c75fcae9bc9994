import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { FieldCheck } from './field-check.js';
import { answerOnce } from './idempotency.js';
import type { Merchant, NotificationData } from './merchant.js';
import type { EmulatorState } from './state.js';
import { invalidRequest, notFound, type Answer, type WebhookSubscription } from './wire.js';

/** Where notifications go: a notification URL, its signature key and the event types it wants (all when absent). */
export interface WebhookTarget {
  url: string;
  signatureKey: string;
  eventTypes?: readonly string[];
}

/** Square's signature: base64(HMAC-SHA256(signature key, notification URL + raw body)). */
export function squareSignature(notificationUrl: string, rawBody: string, signatureKey: string): string {
  return createHmac('sha256', signatureKey).update(notificationUrl + rawBody).digest('base64');
}

const DELIVERY_TIMEOUT_MS = 10_000;
const API_VERSION = '2026-09-16';

/**
 * Delivers signed event notifications. A delivery that does not get a 2xx is retried after each of `retryDelaysMs`
 * (Square retries for a day; tests want it quicker), with the same body and event_id, so receivers can deduplicate.
 */
export class WebhookDispatcher {
  delivered = 0;
  failed = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly closing = new AbortController();

  constructor(private readonly retryDelaysMs: readonly number[]) {}

  dispatch(targets: readonly WebhookTarget[], merchantId: string, eventType: string, data: NotificationData, locationId?: string): void {
    const wanted = targets.filter((target) => !target.eventTypes || target.eventTypes.includes(eventType));
    if (wanted.length === 0 || this.closing.signal.aborted) return;
    const notification = {
      merchant_id: merchantId,
      ...(locationId === undefined ? {} : { location_id: locationId }),
      type: eventType,
      event_id: randomUUID(),
      created_at: new Date().toISOString(),
      data,
    };
    const body = JSON.stringify(notification);
    for (const target of wanted) {
      const delivery = this.deliver(target, body).finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }
  }

  /** Resolves once every notification sent so far was delivered or gave up. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  close(): void {
    this.closing.abort();
  }

  get pending(): number {
    return this.inFlight.size;
  }

  private async deliver(target: WebhookTarget, body: string): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Square Connect v2 (emulator)',
      'square-environment': 'Sandbox',
      'square-initial-delivery-timestamp': new Date().toISOString(),
      'x-square-hmacsha256-signature': squareSignature(target.url, body, target.signatureKey),
    };
    for (let attempt = 0; ; attempt++) {
      const failure = await this.post(target.url, body, headers);
      if (failure === undefined) {
        this.delivered++;
        return;
      }
      if (attempt >= this.retryDelaysMs.length || this.closing.signal.aborted) {
        this.failed++;
        return;
      }
      headers['square-retry-number'] = String(attempt + 1);
      headers['square-retry-reason'] = failure;
      try {
        await sleep(this.retryDelaysMs[attempt], undefined, { signal: this.closing.signal });
      } catch {
        this.failed++;
        return;
      }
    }
  }

  /** Posts once; answers undefined when delivered, else why not. */
  private async post(url: string, body: string, headers: Record<string, string>): Promise<string | undefined> {
    try {
      const signal = AbortSignal.any([this.closing.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]);
      const response = await fetch(url, { method: 'POST', headers, body, signal });
      await response.arrayBuffer();
      return response.ok ? undefined : `http_status_${response.status}`;
    } catch {
      return 'connection_error';
    }
  }
}

/** Square's Webhook Subscriptions API (create, list, delete), scoped to the merchant of the access token. */
export class SubscriptionsApi {
  constructor(private readonly state: EmulatorState) {}

  targetsOf(merchantId: string): WebhookTarget[] {
    return [...this.state.subscriptions.values()]
      .filter((s) => s.merchantId === merchantId && s.subscription.enabled)
      .map(({ subscription: s }) => ({ url: s.notification_url, signatureKey: s.signature_key!, eventTypes: s.event_types }));
  }

  create(merchant: Merchant, body: Record<string, unknown>): Answer {
    const outer = new FieldCheck(body);
    const idempotencyKey = outer.string('idempotency_key', { max: 45 });
    outer.done();
    const requested = body.subscription;
    if (!requested || typeof requested !== 'object') throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'Missing required parameter.', 'subscription');
    const check = new FieldCheck(requested as Record<string, unknown>);
    const url = check.string('notification_url', { required: true, max: 2048 });
    const name = check.string('name', { max: 64 });
    const apiVersion = check.string('api_version', { max: 16 }) ?? API_VERSION;
    check.done();
    if (!URL.canParse(url!)) throw invalidRequest('INVALID_VALUE', 'The notification URL is not valid.', 'subscription.notification_url');
    const eventTypes = (requested as { event_types?: unknown }).event_types;
    if (!Array.isArray(eventTypes) || eventTypes.length === 0 || !eventTypes.every((t) => typeof t === 'string')) {
      throw invalidRequest('INVALID_VALUE', 'At least one event type is required.', 'subscription.event_types');
    }

    const carryOut = (): Answer => {
      const now = new Date().toISOString();
      const subscription: WebhookSubscription = {
        id: `wbhk_${randomBytes(16).toString('hex')}`,
        ...(name === undefined ? {} : { name }),
        enabled: (requested as { enabled?: unknown }).enabled !== false,
        event_types: eventTypes as string[],
        notification_url: url!,
        api_version: apiVersion,
        signature_key: randomBytes(16).toString('base64url'),
        created_at: now,
        updated_at: now,
      };
      this.state.saveSubscription({ merchantId: merchant.id, subscription });
      return { status: 200, body: { subscription } };
    };
    return idempotencyKey ? answerOnce(this.state, `${merchant.id}/CreateWebhookSubscription`, idempotencyKey, body, carryOut) : carryOut();
  }

  list(merchant: Merchant): Answer {
    const subscriptions = [...this.state.subscriptions.values()]
      .filter((s) => s.merchantId === merchant.id)
      .map(({ subscription: { signature_key: _hidden, ...rest } }) => rest);
    return { status: 200, body: subscriptions.length === 0 ? {} : { subscriptions } };
  }

  delete(merchant: Merchant, id: string): Answer {
    const stored = this.state.subscriptions.get(id);
    if (!stored || stored.merchantId !== merchant.id) throw notFound(`Subscription with id ${id} not found.`);
    this.state.deleteSubscription(id);
    return { status: 200, body: {} };
  }
}
