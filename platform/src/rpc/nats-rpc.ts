import { randomUUID } from 'node:crypto';
import { ServerNats, type MicroserviceOptions } from '@nestjs/microservices';
import { headers, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { connectNats, NatsRequests } from '../nats-connection.js';
import { RemoteError } from '../errors.js';
import { currentRequestContext } from '../logging.js';
import { contextOf, traceCarrier, traceContext } from '../observability/tracing.js';
import type { RpcReply, RpcTransport } from './rpc-client.js';

const RPC_TIMEOUT_MS = 10_000;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Nest's NATS wire format: request `{ pattern, data, id }`, reply `{ id, response?, err?, isDisposed }`. */
interface NestReply {
  response?: RpcReply;
  err?: unknown;
}

/**
 * Calls services hosted by Nest's NATS transport. Nest's own ClientNats opens a
 * reply subscription per request; one shared inbox (NatsRequests) more than
 * doubles round trips per second on the same machine.
 */
export class NatsRpcClient implements RpcTransport {
  private readonly connection: Promise<{ nc: NatsConnection; requests: NatsRequests }>;

  /** `subjectPrefix` (NATS_SUBJECT_PREFIX): requests and notices go on `<prefix>.<subject>`, heard only by servers with the same prefix. */
  constructor(
    url: string,
    timeoutMs = RPC_TIMEOUT_MS,
    private readonly subjectPrefix = '',
  ) {
    this.connection = connectNats(url).then((nc) => ({ nc, requests: new NatsRequests(nc, timeoutMs) }));
  }

  async send(pattern: string, body: unknown): Promise<unknown> {
    const { requests } = await this.connection;
    const { requestId, at } = currentRequestContext() ?? {};
    const packet = { pattern, data: { requestId, at, body }, id: randomUUID() };
    const message = await requests.request(prefixed(this.subjectPrefix, pattern), encoder.encode(JSON.stringify(packet)), traceHeaders());
    const reply = JSON.parse(decoder.decode(message.data)) as NestReply;
    if (reply.err !== undefined && reply.err !== null) throw new Error(`${pattern} failed: ${JSON.stringify(reply.err)}`);
    if (!reply.response) throw new Error(`${pattern} answered without a response`);
    if (!reply.response.ok) throw new RemoteError(reply.response.error);
    return reply.response.value;
  }

  /** A notice that cannot be sent (the connection closing) is dropped: notices are at most once anyway. */
  publish(subject: string, body: unknown): void {
    this.connection.then(({ nc }) => nc.publish(prefixed(this.subjectPrefix, subject), encoder.encode(JSON.stringify(body)))).catch(() => undefined);
  }

  listen(subject: string, listener: (body: unknown) => void): () => void {
    const subscription = this.connection.then(({ nc }) =>
      nc.subscribe(prefixed(this.subjectPrefix, subject), {
        callback: (error, message) => {
          if (error) return;
          try {
            listener(JSON.parse(decoder.decode(message.data)));
          } catch {
            // Dropped, as one that cannot be sent is.
          }
        },
      }),
    );
    return () => void subscription.then((listening) => listening.unsubscribe()).catch(() => undefined);
  }

  async close(): Promise<void> {
    const { nc, requests } = await this.connection;
    requests.close();
    await nc.drain().catch(() => nc.close());
  }
}

/**
 * Nest's NATS server for the platform's patterns, which are plain subjects. Nest
 * tries JSON.parse on every incoming pattern first; the SyntaxError that a plain
 * subject throws (with its stack trace) was a tenth of a service's CPU per request.
 * It closes gracefully: no request is taken once closing starts, and every request taken is answered.
 */
class SubjectPatternNatsServer extends ServerNats {
  private readonly inHand = new Set<Promise<unknown>>();

  constructor(
    options: ConstructorParameters<typeof ServerNats>[0],
    private readonly subjectPrefix: string,
  ) {
    super(options);
  }

  override getRouteFromPattern(pattern: string): string {
    return pattern;
  }

  /** Subscribes each pattern on its prefixed subject; handlers stay found by the pattern itself. */
  override bindEvents(client: NatsConnection): void {
    const prefix = this.subjectPrefix;
    super.bindEvents(prefix ? ({ subscribe: (subject: string, options) => client.subscribe(prefixed(prefix, subject), options) } as NatsConnection) : client);
  }

  override getMessageHandler(channel: string): (error: Error | null, message: Msg) => Promise<unknown> {
    const handle = super.getMessageHandler(channel) as (error: Error | null, message: Msg) => Promise<unknown>;
    return (error, message) => {
      // The caller's trace context (its traceparent header) is the parent of the handler's span.
      const parent = contextOf(message?.headers?.get('traceparent') || undefined, message?.headers?.get('tracestate') || undefined);
      const handled = traceContext.with(parent, () => handle.call(this, error, message)).finally(() => this.inHand.delete(handled));
      this.inHand.add(handled);
      return handled;
    };
  }

  /**
   * Drains the subscriptions (the requests the server sent before the unsubscribe still arrive and are handled; the
   * queue group's other members take the next ones), waits for the requests in hand, then drains the connection,
   * which sends their replies (Nest publishes a reply on the tick after its handler resolves).
   */
  override async close(): Promise<void> {
    // Nest declares both private.
    const server = this as unknown as { natsClient: NatsConnection | null; subscriptions: Subscription[] };
    const nc = server.natsClient;
    if (!nc) return;
    await Promise.all(server.subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
    await Promise.allSettled([...this.inHand]);
    await new Promise((resolve) => setImmediate(resolve));
    await nc.drain().catch(() => nc.close());
    server.natsClient = null;
  }
}

/** The active trace context as NATS headers, or none when nothing is traced. */
function traceHeaders() {
  const carrier = traceCarrier();
  if (!carrier.traceparent) return undefined;
  const traced = headers();
  for (const [name, value] of Object.entries(carrier)) traced.set(name, value);
  return traced;
}

/** Replicas of one service join one queue group, so each request is answered once. */
export function natsServerOptions(url: string, service: string, subjectPrefix = ''): MicroserviceOptions {
  return { strategy: new SubjectPatternNatsServer({ servers: [url], queue: service, maxReconnectAttempts: -1 }, subjectPrefix) };
}

/** `subject` under NATS_SUBJECT_PREFIX: `acme` and `identity.ping` make `acme.identity.ping`; no prefix leaves it as it is. */
const prefixed = (prefix: string, subject: string) => (prefix ? `${prefix}.${subject}` : subject);
