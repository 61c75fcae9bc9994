import { connect, createInbox, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';

/**
 * Every long-lived NATS connection of the platform: it waits for the server and
 * reconnects for ever. `noAsyncTraces` stops nats.js from capturing a stack trace
 * per request and publish, which cost more CPU than the request itself under load.
 */
export function connectNats(url: string): Promise<NatsConnection> {
  return connect({ servers: url, maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: true, noAsyncTraces: true });
}

interface Waiting {
  subject: string;
  deadline: number;
  resolve: (message: Msg) => void;
  reject: (error: Error) => void;
}

interface Outgoing {
  subject: string;
  data: Uint8Array;
  token: string;
  headers?: MsgHdrs;
}

/**
 * Request-reply over one wildcard inbox subscription and one timeout sweep.
 * nats.js' own request() does the same but builds an Error (with its stack
 * trace) for every request, even a successful one; at thousands of requests a
 * second that was the largest cost of a round trip here. Requests made in one
 * turn of the event loop leave in one socket write: nats.js writes once per
 * microtask checkpoint, i.e. once per HTTP request, and write syscalls were the
 * next largest cost.
 */
export class NatsRequests {
  private readonly inbox = createInbox();
  private readonly waiting = new Map<string, Waiting>();
  private readonly sweeper: NodeJS.Timeout;
  private outgoing: Outgoing[] = [];
  private next = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
  ) {
    nc.subscribe(`${this.inbox}.*`, { callback: (_error, message) => message && this.settle(message) });
    this.sweeper = setInterval(() => this.expire(), Math.min(250, timeoutMs));
    this.sweeper.unref();
  }

  request(subject: string, data: Uint8Array, headers?: MsgHdrs): Promise<Msg> {
    const token = (this.next++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      this.waiting.set(token, { subject, deadline: Date.now() + this.timeoutMs, resolve, reject });
      if (this.outgoing.length === 0) setImmediate(() => this.send());
      this.outgoing.push({ subject, data, token, headers });
    });
  }

  /** Rejects what is still waiting; for shutdown. */
  close(): void {
    clearInterval(this.sweeper);
    for (const waiting of this.waiting.values()) waiting.reject(new Error(`${waiting.subject}: connection closed before the reply`));
    this.waiting.clear();
  }

  private send(): void {
    const outgoing = this.outgoing;
    this.outgoing = [];
    for (const { subject, data, token, headers } of outgoing) {
      try {
        this.nc.publish(subject, data, { reply: `${this.inbox}.${token}`, headers });
      } catch (error) {
        this.waiting.get(token)?.reject(error as Error);
        this.waiting.delete(token);
      }
    }
  }

  private settle(message: Msg): void {
    const token = message.subject.slice(this.inbox.length + 1);
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    this.waiting.delete(token);
    // The server answers 503 at once when nobody subscribes to the subject.
    if (message.data.length === 0 && message.headers?.code === 503) waiting.reject(new Error(`${waiting.subject}: no responders`));
    else waiting.resolve(message);
  }

  private expire(): void {
    const now = Date.now();
    // One timeout for all, so insertion order is deadline order.
    for (const [token, waiting] of this.waiting) {
      if (waiting.deadline > now) break;
      this.waiting.delete(token);
      waiting.reject(new Error(`${waiting.subject}: no reply within ${this.timeoutMs} ms`));
    }
  }
}
