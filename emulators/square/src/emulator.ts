import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DisputesApi, type DisputeRequest } from './disputes-api.js';
import { GiftCardActivitiesApi } from './gift-card-activities-api.js';
import { GiftCardsApi } from './gift-cards-api.js';
import { LocationsApi, REVOKED_ACCESS_TOKEN, revokedToken } from './locations-api.js';
import { merchantFor, type Merchant, type NotificationData } from './merchant.js';
import { PaymentsApi } from './payments-api.js';
import { receiptPage } from './receipt.js';
import { RefundsApi } from './refunds-api.js';
import { EmulatorState } from './state.js';
import { SubscriptionsApi, WebhookDispatcher, type WebhookTarget } from './webhooks.js';
import { faultErrors, invalidRequest, notFound, SquareFailure, type Answer, type Dispute, type Payment } from './wire.js';

export interface SquareEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The base URL browsers reach it at, for `receipt_url` (default: the address it listens on). */
  publicUrl?: string;
  /** Accepted access tokens; any non-empty token when absent. Each token is its own merchant. */
  accessTokens?: readonly string[];
  /** A subscription receiving every merchant's events (besides those made with the Webhook Subscriptions API). */
  webhook?: WebhookTarget;
  /** Delay before each API request is handled. */
  latencyMs?: number;
  /** A journal file: state survives a restart (or a kill -9) of the emulator. In memory only when absent. */
  stateFile?: string;
  /** Waits between webhook delivery attempts; default 100 ms, 500 ms, 2 s. */
  webhookRetryDelaysMs?: readonly number[];
  /** How long a refund stays PENDING; default 50 ms. */
  refundSettleMs?: number;
}

export interface EmulatorStats {
  /** Payments that took money (COMPLETED, refunded ones included, or APPROVED and not yet canceled): the charges. */
  charges: number;
  /** Payments that ended FAILED (declines). */
  declines: number;
  refunds: number;
  /** Disputes opened, whatever their state. */
  disputes: number;
  /** CreatePayment requests received, idempotent repeats and injected faults included. */
  createPaymentRequests: number;
  /** RefundPayment requests received, as above. */
  refundPaymentRequests: number;
  webhooks: { delivered: number; failed: number; pending: number };
}

export interface SquareEmulator {
  /** The base URL to give the SDK: `new SquareClient({ token, baseUrl: emulator.url })`. */
  readonly url: string;
  readonly stats: EmulatorStats;
  /**
   * The next `count` API requests answer `status` with Square's error body. `before` (default): nothing happens, as if
   * Square was down; `after`: the request is carried out (a charge is made) and its answer lost, as on a network cut.
   * With `pathPrefix`, only requests whose path starts with it (`/v2/refunds`) take these faults, so calls the
   * platform makes meanwhile on its own (sweeps, reconciliation) do not use them up.
   */
  failNext(count: number, status?: number, phase?: 'before' | 'after', pathPrefix?: string): void;
  setLatency(ms: number): void;
  /** Payments of every merchant, as Square stores them, e.g. to assert one charge per idempotency key or order. */
  findPayments(filter?: { idempotencyKey?: string; referenceId?: string }): Payment[];
  /** The cardholder's bank disputes a COMPLETED card payment (as `POST /emulator/disputes`): EVIDENCE_REQUIRED, `dispute.created`. */
  openDispute(paymentId: string, request?: DisputeRequest): Dispute;
  /** The bank decides a dispute (as `POST /emulator/disputes/{id}/resolve`), announced by `dispute.state.updated`. */
  resolveDispute(disputeId: string, outcome: 'WON' | 'LOST'): Dispute;
  /** The card network fails the next `count` refunds made: they settle FAILED (`refund.updated`) instead of COMPLETED. */
  failNextRefundSettlements(count: number): void;
  /** Resolves once every webhook notification sent so far was delivered or given up. */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
}

interface Route {
  method: string;
  pattern: RegExp;
  handle(merchant: Merchant, params: string[], body: Record<string, unknown>, query: URLSearchParams): Answer;
}

/** A route under /emulator/ for tests and tools: no access token, no latency, no injected faults. */
interface ControlRoute {
  method: string;
  pattern: RegExp;
  handle(params: string[], body: Record<string, unknown>): Answer;
}

/** Starts an HTTP server speaking Square's Payments, Refunds, Disputes, Locations, Gift Cards, Gift Card Activities and Webhook Subscriptions APIs (see docs/decisions). */
export async function startSquareEmulator(options: SquareEmulatorOptions = {}): Promise<SquareEmulator> {
  const state = new EmulatorState(options.stateFile);
  const webhooks = new WebhookDispatcher(options.webhookRetryDelaysMs ?? [100, 500, 2000]);
  const subscriptions = new SubscriptionsApi(state);
  const notify = (merchantId: string, eventType: string, data: NotificationData, locationId?: string) => {
    const targets = [...(options.webhook ? [options.webhook] : []), ...subscriptions.targetsOf(merchantId)];
    webhooks.dispatch(targets, merchantId, eventType, data, locationId);
  };
  let baseUrl = '';
  const locations = new LocationsApi();
  const payments = new PaymentsApi(state, notify, (id) => `${options.publicUrl ?? baseUrl}/receipt/preview/${id}`, locations);
  const refunds = new RefundsApi(state, payments, notify, options.refundSettleMs ?? 50);
  const disputes = new DisputesApi(state, notify);
  const giftCards = new GiftCardsApi(state, notify, locations);
  const giftCardActivities = new GiftCardActivitiesApi(state, notify, giftCards, locations);
  const accepted = options.accessTokens ? new Set(options.accessTokens) : undefined;
  let latencyMs = options.latencyMs ?? 0;
  const faults: { status: number; phase: 'before' | 'after'; pathPrefix: string }[] = [];
  let createPaymentRequests = 0;
  let refundPaymentRequests = 0;

  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v2\/payments$/, handle: (m, _, body) => payments.create(m, body) },
    { method: 'GET', pattern: /^\/v2\/payments$/, handle: (m, _, __, query) => payments.list(m, query) },
    { method: 'GET', pattern: /^\/v2\/payments\/([^/]+)$/, handle: (m, [id]) => payments.get(m, id) },
    { method: 'POST', pattern: /^\/v2\/payments\/([^/]+)\/complete$/, handle: (m, [id]) => payments.complete(m, id) },
    { method: 'POST', pattern: /^\/v2\/payments\/([^/]+)\/cancel$/, handle: (m, [id]) => payments.cancel(m, id) },
    { method: 'POST', pattern: /^\/v2\/refunds$/, handle: (m, _, body) => refunds.refund(m, body) },
    { method: 'GET', pattern: /^\/v2\/refunds\/([^/]+)$/, handle: (m, [id]) => refunds.get(m, id) },
    { method: 'GET', pattern: /^\/v2\/disputes$/, handle: (m, _, __, query) => disputes.list(m, query) },
    { method: 'GET', pattern: /^\/v2\/disputes\/([^/]+)$/, handle: (m, [id]) => disputes.get(m, id) },
    { method: 'POST', pattern: /^\/v2\/disputes\/([^/]+)\/accept$/, handle: (m, [id]) => disputes.accept(m, id) },
    { method: 'GET', pattern: /^\/v2\/locations$/, handle: (m) => locations.list(m) },
    { method: 'GET', pattern: /^\/v2\/locations\/([^/]+)$/, handle: (m, [id]) => locations.get(m, id) },
    { method: 'POST', pattern: /^\/v2\/gift-cards\/activities$/, handle: (m, _, body) => giftCardActivities.create(m, body) },
    { method: 'GET', pattern: /^\/v2\/gift-cards\/activities$/, handle: (m, _, __, query) => giftCardActivities.list(m, query) },
    { method: 'POST', pattern: /^\/v2\/gift-cards$/, handle: (m, _, body) => giftCards.create(m, body) },
    { method: 'GET', pattern: /^\/v2\/gift-cards$/, handle: (m, _, __, query) => giftCards.list(m, query) },
    { method: 'POST', pattern: /^\/v2\/gift-cards\/from-gan$/, handle: (m, _, body) => giftCards.getFromGan(m, body) },
    { method: 'GET', pattern: /^\/v2\/gift-cards\/([^/]+)$/, handle: (m, [id]) => giftCards.get(m, id) },
    { method: 'POST', pattern: /^\/v2\/gift-cards\/([^/]+)\/link-customer$/, handle: (m, [id], body) => giftCards.linkCustomer(m, id, body) },
    { method: 'POST', pattern: /^\/v2\/gift-cards\/([^/]+)\/unlink-customer$/, handle: (m, [id], body) => giftCards.unlinkCustomer(m, id, body) },
    { method: 'POST', pattern: /^\/v2\/webhooks\/subscriptions$/, handle: (m, _, body) => subscriptions.create(m, body) },
    { method: 'GET', pattern: /^\/v2\/webhooks\/subscriptions$/, handle: (m) => subscriptions.list(m) },
    { method: 'DELETE', pattern: /^\/v2\/webhooks\/subscriptions\/([^/]+)$/, handle: (m, [id]) => subscriptions.delete(m, id) },
  ];

  const controls: ControlRoute[] = [
    { method: 'GET', pattern: /^\/emulator\/stats$/, handle: () => ({ status: 200, body: stats() }) },
    { method: 'GET', pattern: /^\/emulator\/payments$/, handle: () => ({ status: 200, body: { payments: allPayments() } }) },
    { method: 'POST', pattern: /^\/emulator\/disputes$/, handle: (_, body) => disputes.openRequested(body) },
    { method: 'POST', pattern: /^\/emulator\/disputes\/([^/]+)\/resolve$/, handle: ([id], body) => disputes.resolveRequested(id, body) },
  ];

  /** Payments of every merchant (`GET /emulator/payments` answers them all, for tools outside the process). */
  function allPayments({ idempotencyKey, referenceId }: { idempotencyKey?: string; referenceId?: string } = {}): Payment[] {
    return [...state.payments.values()]
      .filter((s) => idempotencyKey === undefined || s.idempotencyKey === idempotencyKey)
      .filter((s) => referenceId === undefined || s.payment.reference_id === referenceId)
      .map((s) => s.payment);
  }

  const stats = (): EmulatorStats => {
    const all = [...state.payments.values()].map(({ payment }) => payment);
    return {
      charges: all.filter((p) => p.status === 'COMPLETED' || p.status === 'APPROVED').length,
      declines: all.filter((p) => p.status === 'FAILED').length,
      refunds: state.refunds.size,
      disputes: state.disputes.size,
      createPaymentRequests,
      refundPaymentRequests,
      webhooks: { delivered: webhooks.delivered, failed: webhooks.failed, pending: webhooks.pending },
    };
  };

  async function api(req: IncomingMessage, path: string, query: URLSearchParams): Promise<Answer> {
    const raw = await readBody(req);
    if (req.method === 'POST' && path === '/v2/payments') createPaymentRequests++;
    if (req.method === 'POST' && path === '/v2/refunds') refundPaymentRequests++;
    if (latencyMs > 0) await sleep(latencyMs);
    const at = faults.findIndex((candidate) => path.startsWith(candidate.pathPrefix));
    const fault = at === -1 ? undefined : faults.splice(at, 1)[0];
    if (fault?.phase === 'before') return { status: fault.status, body: { errors: faultErrors(fault.status) } };
    const answer = carryOut(req, path, query, raw);
    return fault ? { status: fault.status, body: { errors: faultErrors(fault.status) } } : answer;
  }

  async function control(req: IncomingMessage, path: string): Promise<Answer> {
    const raw = await readBody(req);
    for (const route of controls) {
      const match = route.method === req.method ? route.pattern.exec(path) : null;
      if (match) return state.atomically(() => route.handle(match.slice(1).map(decodePathParam), parseBody(raw)));
    }
    throw notFound(`No emulator control for URL path \`${path}\` and HTTP method \`${req.method}\`.`);
  }

  function carryOut(req: IncomingMessage, path: string, query: URLSearchParams, raw: string): Answer {
    try {
      const merchant = authorize(req.headers.authorization);
      for (const route of routes) {
        const match = route.method === req.method ? route.pattern.exec(path) : null;
        if (match) return state.atomically(() => route.handle(merchant, match.slice(1).map(decodePathParam), parseBody(raw), query));
      }
      throw notFound(`API endpoint for URL path \`${path}\` and HTTP method \`${req.method}\` is not found.`);
    } catch (error) {
      if (error instanceof SquareFailure) return error.answer;
      throw error;
    }
  }

  function authorize(header: string | undefined): Merchant {
    const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    const refuse = (detail: string) =>
      new SquareFailure(401, [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail }]);
    if (!token) throw refuse('Your request did not include an `Authorization` http header with an access token.');
    if (accepted && !accepted.has(token)) throw refuse('This request could not be authorized.');
    if (token === REVOKED_ACCESS_TOKEN) throw revokedToken();
    return merchantFor(token);
  }

  const server = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://emulator');
    const done = (answer: Answer) => send(res, answer);
    if (req.method === 'GET' && pathname.startsWith('/receipt/preview/')) {
      const payment = state.payments.get(decodePathParam(pathname.slice('/receipt/preview/'.length)))?.payment;
      res.writeHead(payment ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(receiptPage(payment));
      return;
    }
    const handled = pathname.startsWith('/emulator/') ? control(req, pathname) : api(req, pathname, searchParams);
    handled.then(done, (error: unknown) => {
      if (error instanceof SquareFailure) return done(error.answer);
      const detail = error instanceof Error ? error.message : String(error);
      done({ status: 500, body: { errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail }] } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url: baseUrl,
    get stats() {
      return stats();
    },
    failNext(count, status = 503, phase = 'before', pathPrefix = '') {
      for (let i = 0; i < count; i++) faults.push({ status, phase, pathPrefix });
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    findPayments: allPayments,
    openDispute: (paymentId, request) => state.atomically(() => disputes.open(paymentId, request)),
    resolveDispute: (disputeId, outcome) => state.atomically(() => disputes.resolve(disputeId, outcome)),
    failNextRefundSettlements: (count) => refunds.failNextSettlements(count),
    webhooksIdle: () => webhooks.idle(),
    async close() {
      refunds.close();
      webhooks.close();
      await webhooks.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw invalidRequest('VALUE_TOO_LONG', 'The request body is larger than 1 MiB.', undefined, 413);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function decodePathParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

function parseBody(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(raw);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw invalidRequest('INVALID_CONTENT_TYPE', 'The request body is not a JSON object.');
}

function send(res: ServerResponse, { status, body }: Answer): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }).end(json);
}
