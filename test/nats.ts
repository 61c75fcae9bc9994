import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { engines } from './engines';

/** Deletes a throw-away JetStream stream (and its consumers); a missing stream is not an error. */
export async function deleteJetStreamStream(stream: string): Promise<void> {
  const nc = await connect({ servers: engines.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch((error: Error) => {
      if (!/not found/i.test(error.message)) throw error;
    });
  } finally {
    await nc.close();
  }
}

/** Whether the stream exists on the local NATS server. */
export async function jetStreamStreamExists(stream: string): Promise<boolean> {
  const nc = await connect({ servers: engines.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    return await jsm.streams.info(stream).then(
      () => true,
      () => false,
    );
  } finally {
    await nc.close();
  }
}

/** The stream's max_age in hours (0: kept forever). */
export async function jetStreamStreamMaxAgeHours(stream: string): Promise<number> {
  const nc = await connect({ servers: engines.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    return (await jsm.streams.info(stream)).config.max_age / 3_600_000_000_000;
  } finally {
    await nc.close();
  }
}

/** The durable consumers of a stream, by name. */
export async function jetStreamConsumerNames(stream: string): Promise<string[]> {
  const nc = await connect({ servers: engines.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    return (await jsm.consumers.list(stream).next()).map((consumer) => consumer.name).sort();
  } finally {
    await nc.close();
  }
}

/** Publishes raw bytes into a stream's subject, bypassing any bus (to inject what a bus would never send). */
export async function publishRawToJetStream(subject: string, data: Uint8Array | string): Promise<void> {
  const nc = await connect({ servers: engines.natsUrl });
  try {
    await jetstream(nc).publish(subject, typeof data === 'string' ? new TextEncoder().encode(data) : data);
  } finally {
    await nc.close();
  }
}
