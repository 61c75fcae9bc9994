import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { JetStreamBus } from '../platform/src/bus/jetstream-bus';
import { engines, uniqueName } from './engines';
import { jetStreamSettled } from './wait-idle';

/** `use` on a connection of its own to the local NATS server, closed after it. */
async function onNats<T>(use: (nc: NatsConnection) => Promise<T>): Promise<T> {
  const nc = await connect({ servers: engines.natsUrl });
  try {
    return await use(nc);
  } finally {
    await nc.close();
  }
}

const onJetStreamManager = <T>(use: (jsm: JetStreamManager) => Promise<T>): Promise<T> => onNats(async (nc) => use(await jetstreamManager(nc)));

/** Deletes a throw-away JetStream stream (and its consumers); a missing stream is not an error. */
export async function deleteJetStreamStream(stream: string): Promise<void> {
  await onJetStreamManager((jsm) =>
    jsm.streams.delete(stream).catch((error: Error) => {
      if (!/not found/i.test(error.message)) throw error;
    }),
  );
}

/** Whether the stream exists on the local NATS server. */
export function jetStreamStreamExists(stream: string): Promise<boolean> {
  return onJetStreamManager((jsm) =>
    jsm.streams.info(stream).then(
      () => true,
      () => false,
    ),
  );
}

/** The stream's max_age in hours (0: kept forever). */
export function jetStreamStreamMaxAgeHours(stream: string): Promise<number> {
  return onJetStreamManager(async (jsm) => (await jsm.streams.info(stream)).config.max_age / 3_600_000_000_000);
}

/** The durable consumers of a stream, by name. */
export function jetStreamConsumerNames(stream: string): Promise<string[]> {
  return onJetStreamManager(async (jsm) => (await jsm.consumers.list(stream).next()).map((consumer) => consumer.name).sort());
}

/** Publishes raw bytes into a stream's subject, bypassing any bus (to inject what a bus would never send). */
export async function publishRawToJetStream(subject: string, data: Uint8Array | string): Promise<void> {
  await onNats((nc) => jetstream(nc).publish(subject, typeof data === 'string' ? new TextEncoder().encode(data) : data));
}

/** A JetStream bus on a stream of its own (named from `prefix`), and whether the stream owes its consumers nothing more. */
export async function jetStreamTestBus(prefix: string) {
  const stream = uniqueName(prefix);
  return { stream, bus: await JetStreamBus.connect(engines.natsUrl, stream), settled: () => jetStreamSettled(engines.natsUrl, stream) };
}
