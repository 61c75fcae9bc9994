import { randomUUID } from 'node:crypto';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { RemoteError } from '../errors.js';
import { currentRequestId } from '../logging.js';
import type { RpcClient, RpcReply } from './rpc-client.js';

const RPC_TIMEOUT_MS = 10_000;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Nest's NATS wire format: request `{ pattern, data, id }`, reply `{ id, response?, err?, isDisposed }`. */
interface NestReply<T> {
  response?: RpcReply<T>;
  err?: unknown;
}

/**
 * Calls services hosted by Nest's NATS transport. Nest's own ClientNats opens a
 * reply subscription per request; NATS' request() shares one multiplexed inbox,
 * which more than doubles round trips per second on the same machine.
 */
export class NatsRpcClient implements RpcClient {
  private readonly connection: Promise<NatsConnection>;

  constructor(url: string) {
    this.connection = connect({ servers: url, maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: true });
  }

  async send<T>(pattern: string, body: unknown): Promise<T> {
    const nc = await this.connection;
    const packet = { pattern, data: { requestId: currentRequestId(), body }, id: randomUUID() };
    const message = await nc.request(pattern, encoder.encode(JSON.stringify(packet)), { timeout: RPC_TIMEOUT_MS });
    const reply = JSON.parse(decoder.decode(message.data)) as NestReply<T>;
    if (reply.err !== undefined && reply.err !== null) throw new Error(`${pattern} failed: ${JSON.stringify(reply.err)}`);
    if (!reply.response) throw new Error(`${pattern} answered without a response`);
    if (!reply.response.ok) throw new RemoteError(reply.response.error);
    return reply.response.value;
  }

  async close(): Promise<void> {
    const nc = await this.connection;
    await nc.drain().catch(() => nc.close());
  }
}

/** Replicas of one service join one queue group, so each request is answered once. */
export function natsServerOptions(url: string, service: string): MicroserviceOptions {
  return { transport: Transport.NATS, options: { servers: [url], queue: service, maxReconnectAttempts: -1 } } as MicroserviceOptions;
}
