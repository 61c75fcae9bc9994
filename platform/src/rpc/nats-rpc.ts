import { ClientNats, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { RemoteError } from '../errors.js';
import { currentRequestId } from '../logging.js';
import type { RpcClient, RpcReply } from './rpc-client.js';

const RPC_TIMEOUT_MS = 10_000;

export class NatsRpcClient implements RpcClient {
  private readonly client: ClientNats;

  constructor(url: string) {
    this.client = new ClientNats({ servers: [url], maxReconnectAttempts: -1 } as never);
  }

  async send<T>(pattern: string, body: unknown): Promise<T> {
    const reply = await firstValueFrom(
      this.client.send<RpcReply<T>>(pattern, { requestId: currentRequestId(), body }).pipe(timeout(RPC_TIMEOUT_MS)),
    );
    if (!reply.ok) throw new RemoteError(reply.error);
    return reply.value;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** Replicas of one service join one queue group, so each request is answered once. */
export function natsServerOptions(url: string, service: string): MicroserviceOptions {
  return { transport: Transport.NATS, options: { servers: [url], queue: service, maxReconnectAttempts: -1 } } as MicroserviceOptions;
}
