import type { AnyEventEnvelope } from '@gv/proto';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { settleDelivery, type EventBus, type EventHandler, type SubscribeOptions } from './event-bus.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Deliveries handled at once per subscriber; order is not guaranteed anyway once retries happen. */
const MAX_IN_FLIGHT = 64;

/**
 * NATS JetStream: one durable stream; one durable pull consumer per consumer
 * name, so replicas of a service share its events. Publishing uses the event
 * id as Nats-Msg-Id, so a relay that publishes twice stores the event once.
 */
export class JetStreamBus implements EventBus {
  private readonly stopped: (() => void)[] = [];

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly stream: string,
  ) {}

  static async connect(url: string, stream: string): Promise<JetStreamBus> {
    const nc = await connect({ servers: url, maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: true });
    const jsm = await jetstreamManager(nc);
    const subjects = [`${stream}.>`];
    try {
      await jsm.streams.info(stream);
    } catch {
      await jsm.streams.add({ name: stream, subjects, duplicate_window: 2 * 60 * 1_000_000_000 });
    }
    return new JetStreamBus(nc, jetstream(nc), stream);
  }

  async publish(events: AnyEventEnvelope[]): Promise<void> {
    await Promise.all(
      events.map((event) =>
        this.js.publish(`${this.stream}.${event.type}`, encoder.encode(JSON.stringify(event)), { msgID: event.id }),
      ),
    );
  }

  async subscribe(consumer: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    try {
      await jsm.consumers.info(this.stream, consumer);
    } catch {
      await jsm.consumers.add(this.stream, {
        durable_name: consumer,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: 30_000_000_000,
        max_ack_pending: 1000,
      });
    }
    const messages = await (await this.js.consumers.get(this.stream, consumer)).consume({ max_messages: 256 });
    this.stopped.push(() => messages.stop());
    void (async () => {
      const inFlight = new Set<Promise<void>>();
      for await (const message of messages) {
        const delivery: Promise<void> = this.deliver(message, handler, options).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
        if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      }
    })();
  }

  /** Never rejects: a rejection would end the consume loop and silently stop this consumer. */
  private async deliver(message: JsMsg, handler: EventHandler, options: SubscribeOptions): Promise<void> {
    try {
      let event: AnyEventEnvelope;
      try {
        event = JSON.parse(decoder.decode(message.data)) as AnyEventEnvelope;
      } catch {
        message.term('not a JSON event envelope');
        return;
      }
      const outcome = await settleDelivery(event, message.info.deliveryCount, handler, options);
      if (outcome === 'done') message.ack();
      else message.nak(outcome.retryInMs);
    } catch {
      // Not acknowledged (e.g. the connection closed meanwhile): JetStream redelivers it after ack_wait.
    }
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
    for (const stop of this.stopped) stop();
    await jsm.streams.delete(this.stream).catch(() => undefined);
    await this.close();
  }

  async close(): Promise<void> {
    for (const stop of this.stopped) stop();
    await this.nc.drain().catch(() => this.nc.close());
  }
}
