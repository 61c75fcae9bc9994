import { createInbox, type Msg, type NatsConnection } from '@nats-io/transport-node';

/** A message pulled from a durable consumer, with JetStream's acknowledgement protocol on its reply subject. */
export interface PulledMessage {
  data: Uint8Array;
  /** 1 on the first delivery. */
  deliveryCount: number;
  ack(): void;
  nak(delayMs: number): void;
  /** Never deliver it again. */
  term(): void;
}

export interface PullOptions {
  /** Most messages taken in one pull; a full pull is followed by the next at once. */
  batch: number;
  /**
   * After the first message that ends a wait, how long to gather more before taking them in one pull. Every message
   * pushed on its own wakes the consuming process, its database and the server; on a small 2-core host a wake-up costs
   * more than handling an event (decision 0023).
   */
  gatherMs: number;
}

/**
 * How long one wait for the first message lasts at the server before it is asked again; a wait the server forgot
 * (its connection dropped and came back) ends by the client's own deadline, LOST_PULL_MS later.
 */
const WAIT_MS = 5_000;
const LOST_PULL_MS = 2_000;
const encoder = new TextEncoder();
const nanos = (ms: number) => ms * 1_000_000;

/**
 * Pulls a durable consumer's messages in bursts: it waits at the server for the first message, gathers for
 * `gatherMs`, then takes everything pending (up to `batch`) in one pull and hands the burst over at once, so the
 * handlers can share one transaction. It pulls again once the burst is settled.
 */
export class JetStreamPuller {
  private stopped = false;
  private running: Promise<void> = Promise.resolve();
  private current?: { expected: number; received: Msg[]; done: () => void; timer: NodeJS.Timeout };
  private readonly inbox = createInbox();

  constructor(private readonly nc: NatsConnection, private readonly stream: string, private readonly consumer: string, private readonly options: PullOptions) {}

  /** Runs until stop(); `handle` gets each burst and resolves once every message in it is settled. */
  start(handle: (messages: PulledMessage[]) => Promise<void>): void {
    this.nc.subscribe(this.inbox, { callback: (_error, message) => message && this.received(message) });
    this.running = this.run(handle);
  }

  /**
   * Pulls no more and resolves once the burst in hand is settled. Messages of a pull still open at the server that
   * arrive until the connection closes are handed back at once (NAK), for another replica to take.
   */
  stop(): Promise<void> {
    this.stopped = true;
    this.finish();
    return this.running;
  }

  private async run(handle: (messages: PulledMessage[]) => Promise<void>): Promise<void> {
    while (!this.stopped) {
      try {
        let burst = await this.pull({ batch: this.options.batch, no_wait: true });
        if (burst.length === 0) {
          const first = await this.pull({ batch: 1, expires: nanos(WAIT_MS) });
          if (first.length === 0) continue;
          await delay(this.options.gatherMs);
          burst = [...first, ...(await this.pull({ batch: this.options.batch - 1, no_wait: true }))];
        }
        // Stopped meanwhile: what was pulled goes back to the stream for another replica.
        if (this.stopped) return burst.forEach((message) => pulled(this.nc)(message).nak(0));
        await handle(burst.map(pulled(this.nc)));
        // Caught up: let the next burst gather too. Behind (a full pull): take the next at once.
        if (burst.length < this.options.batch) await delay(this.options.gatherMs);
      } catch {
        // The connection is down or closing: nats.js reconnects, the next pull goes out then.
        if (!this.stopped) await delay(500);
      }
    }
  }

  /** One pull request; resolves with its messages once the server says it has no more, or the batch is full. */
  private pull(request: { batch: number; no_wait?: boolean; expires?: number }): Promise<Msg[]> {
    if (this.stopped) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const received: Msg[] = [];
      const waitMs = request.expires ? request.expires / 1_000_000 : 0;
      const timer = setTimeout(() => this.finish(), waitMs + LOST_PULL_MS);
      this.current = { expected: request.batch, received, timer, done: () => resolve(received) };
      try {
        this.nc.publish(`$JS.API.CONSUMER.MSG.NEXT.${this.stream}.${this.consumer}`, encoder.encode(JSON.stringify(request)), { reply: this.inbox });
      } catch (error) {
        clearTimeout(timer);
        this.current = undefined;
        reject(error as Error);
      }
    });
  }

  private received(message: Msg): void {
    if (this.stopped && message.reply) return pulled(this.nc)(message).nak(0);
    const current = this.current;
    if (!current) return;
    // A status (404 no messages, 408 the wait ended, 409 …) carries no reply subject and ends the pull.
    if (!message.reply) return this.finish();
    current.received.push(message);
    if (current.received.length >= current.expected) this.finish();
  }

  private finish(): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    clearTimeout(current.timer);
    current.done();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * JetStream's acknowledgement subject: `$JS.ACK.<stream>.<consumer>.<delivered>.<stream seq>.<consumer seq>.<time>.<pending>`,
 * or with `<domain>.<account hash>` after `$JS.ACK` and a token at the end in the newer form.
 */
function deliveryCountOf(reply: string): number {
  const tokens = reply.split('.');
  return Number(tokens.length === 9 ? tokens[4] : tokens[6]) || 1;
}

const pulled =
  (nc: NatsConnection) =>
  (message: Msg): PulledMessage => {
    const reply = message.reply!;
    return {
      data: message.data,
      deliveryCount: deliveryCountOf(reply),
      ack: () => nc.publish(reply, '+ACK'),
      nak: (delayMs) => nc.publish(reply, `-NAK ${JSON.stringify({ delay: nanos(delayMs) })}`),
      // No reason after +TERM: nats-server before 2.10 does not recognise `+TERM <reason>` and leaves the message
      // unacknowledged, to be delivered again after ack_wait, over and over.
      term: () => nc.publish(reply, '+TERM'),
    };
  };
