import type { Socket } from 'node:net';
import { connect, createInbox, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { NodeTransport } from '@nats-io/transport-node/lib/node_transport.js';
import { ServiceUnavailableError } from './unavailable.js';

/**
 * Every long-lived NATS connection of the platform: it waits for the server and
 * reconnects for ever. `noAsyncTraces` stops nats.js from capturing a stack trace
 * per request and publish, which cost more CPU than the request itself under load.
 */
export function connectNats(url: string): Promise<NatsConnection> {
  coalesceWritesPerTurn();
  return connect({ ...natsServerAndUser(url), maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: true, noAsyncTraces: true });
}

/**
 * nats.js ignores a user and password written in the server's URL (nats://user:password@host:4222) and reads the
 * password's digits as the port: they are taken out of the URL and given as the connection's user and pass.
 */
export function natsServerAndUser(url: string): { servers: string; user?: string; pass?: string } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { servers: url };
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  return { servers: parsed.toString().replace(/\/$/, ''), user, pass };
}

let coalescing = false;

/**
 * nats.js writes to its socket at each microtask checkpoint that follows a command; a busy service answers
 * requests, acknowledges deliveries and publishes from many I/O callbacks in one turn of the event loop, each then a
 * write syscall of its own, and a write can cost ~0.1 ms of CPU on a small virtual machine. So a socket is corked at its first write
 * of a turn and uncorked when the turn ends (setImmediate): the turn's frames leave in one write, in order. nats.js
 * offers no option for this; its Node transport is patched once per process, for every connection.
 */
function coalesceWritesPerTurn(): void {
  if (coalescing) return;
  coalescing = true;
  const transport = NodeTransport.prototype as unknown as { _send(this: { socket?: Socket }, frame: Uint8Array): Promise<void> };
  const send = transport._send;
  const corked = new WeakSet<Socket>();
  transport._send = function (frame) {
    const socket = this.socket;
    if (socket && !socket.destroyed && !corked.has(socket)) {
      corked.add(socket);
      socket.cork();
      setImmediate(() => {
        corked.delete(socket);
        socket.uncork();
      });
    }
    return send.call(this, frame);
  };
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
    for (const waiting of this.waiting.values()) waiting.reject(new ServiceUnavailableError(`${waiting.subject}: connection closed before the reply`));
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
    if (message.data.length === 0 && message.headers?.code === 503) waiting.reject(new ServiceUnavailableError(`${waiting.subject}: no responders`));
    else waiting.resolve(message);
  }

  private expire(): void {
    const now = Date.now();
    // One timeout for all, so insertion order is deadline order.
    for (const [token, waiting] of this.waiting) {
      if (waiting.deadline > now) break;
      this.waiting.delete(token);
      waiting.reject(new ServiceUnavailableError(`${waiting.subject}: no reply within ${this.timeoutMs} ms`));
    }
  }
}
