import { AWAITED_EVENTS, type AnyEventEnvelope } from '@gv/proto';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import { DEFAULT_RETENTION_HOURS } from '../config.js';
import { connectNats, NatsRequests } from '../nats-connection.js';
import { JetStreamPuller, type PulledMessage } from './jetstream-pull.js';
import { settleDelivery, type EventBus, type EventHandler, type EventReplay, type ReplayedEvent, type SubscribeOptions } from './event-bus.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Deliveries taken in one pull and handled at once per subscriber; order is not guaranteed anyway once retries happen. */
const PULL_BATCH = 256;
/** How long a consumer gathers events after the first before taking them, but for the events a person waits on (decision 0023). */
const GATHER_MS = 100;
const PUBLISH_TIMEOUT_MS = 5_000;
/** Events per batch when reading the stream back. */
const REPLAY_BATCH = 500;

const nanos = (ms: number) => ms * 1_000_000;

/** JetStream's answer to a publish on a stream subject. */
interface PubAck {
  seq?: number;
  error?: { description: string };
}

/**
 * NATS JetStream: one durable stream; durable pull consumers per consumer
 * name, so replicas of a service share its events. Publishing uses the event
 * id as Nats-Msg-Id, so a relay that publishes twice stores the event once.
 */
export class JetStreamBus implements EventBus, EventReplay {
  private readonly pullers: JetStreamPuller[] = [];
  private readonly requests: NatsRequests;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly stream: string,
  ) {
    this.requests = new NatsRequests(nc, PUBLISH_TIMEOUT_MS);
  }

  /**
   * Creates the stream if missing; events older than `retentionHours` leave it (max_age). `replicas` copies of it are
   * kept on a JetStream cluster (num_replicas; 1 on a single server). Both are also set on an existing stream.
   */
  static async connect(url: string, stream: string, retentionHours = DEFAULT_RETENTION_HOURS, replicas = 1): Promise<JetStreamBus> {
    const nc = await connectNats(url);
    try {
      const jsm = await jetstreamManager(nc);
      const maxAge = nanos(retentionHours * 3_600_000);
      const existing = await jsm.streams.info(stream).catch(() => undefined);
      if (!existing) {
        await jsm.streams.add({ name: stream, subjects: [`${stream}.>`], duplicate_window: nanos(2 * 60_000), max_age: maxAge, num_replicas: replicas });
      } else if (existing.config.max_age !== maxAge || existing.config.num_replicas !== replicas) {
        await jsm.streams.update(stream, { ...existing.config, max_age: maxAge, num_replicas: replicas });
      }
    } catch (error) {
      await nc.close();
      throw error;
    }
    return new JetStreamBus(nc, jetstream(nc), stream);
  }

  /** JetStream's publish protocol (a request on the stream's subject, answered with a PubAck), over the shared inbox. */
  async publish(events: AnyEventEnvelope[]): Promise<void> {
    await Promise.all(
      events.map(async (event) => {
        const dedup = headers();
        dedup.set('Nats-Msg-Id', event.id);
        const reply = await this.requests.request(`${this.stream}.${event.type}`, encoder.encode(JSON.stringify(event)), dedup);
        const ack = JSON.parse(decoder.decode(reply.data)) as PubAck;
        if (ack.error) throw new Error(`JetStream refused ${event.type}: ${ack.error.description}`);
      }),
    );
  }

  /**
   * With `types`, one durable consumer per type filtered on its subject (`<consumer>__<type>`; NATS 2.9 filters on one
   * subject per consumer), so a service is sent only the events it handles. A consumer of every type, from before,
   * hands over its position: the typed consumers start at its ack floor, and it is deleted.
   */
  async subscribe(consumer: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    if (!options.types) return this.consume(jsm, consumer, undefined, handler, options);
    const everyType = await jsm.consumers.info(this.stream, consumer).catch(() => undefined);
    const startAfter = everyType?.ack_floor.stream_seq;
    for (const type of options.types) await this.consume(jsm, `${consumer}__${type.replaceAll('.', '_')}`, { type, startAfter }, handler, options);
    if (everyType) await jsm.consumers.delete(this.stream, consumer).catch(() => undefined);
  }

  private async consume(jsm: JetStreamManager, name: string, only: { type: string; startAfter?: number } | undefined, handler: EventHandler, options: SubscribeOptions) {
    const exists = await jsm.consumers.info(this.stream, name).then(() => true, () => false);
    if (!exists) {
      await jsm.consumers.add(this.stream, {
        durable_name: name,
        ack_policy: AckPolicy.Explicit,
        ...(only?.startAfter ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: only.startAfter + 1 } : { deliver_policy: DeliverPolicy.All }),
        ...(only ? { filter_subject: `${this.stream}.${only.type}` } : {}),
        ack_wait: 30_000_000_000,
        max_ack_pending: 1000,
      });
    }
    const awaited = only !== undefined && (AWAITED_EVENTS as readonly string[]).includes(only.type);
    const puller = new JetStreamPuller(this.nc, this.stream, name, { batch: PULL_BATCH, gatherMs: awaited ? 0 : GATHER_MS });
    this.pullers.push(puller);
    puller.start(async (burst) => void (await Promise.all(burst.map((message) => this.deliver(message, handler, options)))));
  }

  /** Never rejects: a rejection would end the pull loop and silently stop this consumer. */
  private async deliver(message: PulledMessage, handler: EventHandler, options: SubscribeOptions): Promise<void> {
    try {
      let event: AnyEventEnvelope;
      try {
        event = JSON.parse(decoder.decode(message.data)) as AnyEventEnvelope;
      } catch {
        // Not a JSON event envelope: no delivery will ever handle it.
        message.term();
        return;
      }
      const outcome = await settleDelivery(event, message.deliveryCount, handler, options);
      if (outcome === 'done') message.ack();
      else message.nak(outcome.retryInMs);
    } catch {
      // Not acknowledged (e.g. the connection closed meanwhile): JetStream redelivers it after ack_wait.
    }
  }

  async retained(): Promise<{ first: number; last: number }> {
    const { state } = await (await jetstreamManager(this.nc)).streams.info(this.stream);
    // An empty stream reports first_seq 0 when new and last_seq + 1 once everything has aged out.
    return { first: state.messages === 0 ? state.last_seq + 1 : state.first_seq, last: state.last_seq };
  }

  /** Reads with an ordered consumer of its own (ephemeral: the durable consumers' positions are untouched). */
  async *replay(after: number): AsyncIterable<ReplayedEvent[]> {
    const { last } = await this.retained();
    if (after >= last) return;
    const consumer = await this.js.consumers.get(this.stream, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: after + 1 });
    const messages = await consumer.consume({ max_messages: REPLAY_BATCH });
    try {
      let batch: ReplayedEvent[] = [];
      for await (const message of messages) {
        try {
          batch.push({ position: message.seq, event: JSON.parse(decoder.decode(message.data)) as AnyEventEnvelope });
        } catch {
          // Not an event envelope: consumers drop it too.
        }
        if (message.seq >= last || batch.length === REPLAY_BATCH) {
          yield batch;
          batch = [];
        }
        if (message.seq >= last) return;
      }
    } finally {
      await messages.close();
    }
  }

  /** What the consumer's durable consumers (one per type it takes) have yet to deliver or have delivered unacknowledged. */
  async lag(consumer: string): Promise<number> {
    const jsm = await jetstreamManager(this.nc);
    let lag = 0;
    for await (const info of jsm.consumers.list(this.stream)) {
      if (info.name === consumer || info.name.startsWith(`${consumer}__`)) lag += info.num_pending + info.num_ack_pending;
    }
    return lag;
  }

  async health() {
    try {
      await this.nc.flush();
      return { ok: !this.nc.isClosed() };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  /** Deletes the stream and closes: for throw-away streams in tests and benchmarks. */
  async destroy(): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    await this.drain();
    await jsm.streams.delete(this.stream).catch(() => undefined);
    await this.close();
  }

  async drain(): Promise<void> {
    await Promise.all(this.pullers.map((puller) => puller.stop()));
  }

  /** Drains first; closing the connection then flushes the acknowledgements of the last deliveries. */
  async close(): Promise<void> {
    await this.drain();
    this.requests.close();
    await this.nc.drain().catch(() => this.nc.close());
  }
}
