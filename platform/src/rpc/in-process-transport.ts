import { Server, type CustomTransportStrategy, BaseRpcContext } from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import { RemoteError } from '../errors.js';
import { currentRequestContext } from '../logging.js';
import type { RpcReply, RpcTransport } from './rpc-client.js';

type Handler = (request: unknown) => Promise<unknown>;

/** Connects the gateway to service handlers inside one process (all-in-one mode). */
export class InProcessRpcHub implements RpcTransport {
  private readonly handlers = new Map<string, Handler>();
  private readonly listeners = new Map<string, Set<(body: unknown) => void>>();

  register(pattern: string, handler: Handler): void {
    this.handlers.set(pattern, handler);
  }

  async send(pattern: string, body: unknown): Promise<unknown> {
    const handler = this.handlers.get(pattern);
    if (!handler) throw new Error(`No handler for ${pattern}`);
    // Serialize like the network transport would, so both modes see the same data.
    const { requestId, at } = currentRequestContext() ?? {};
    const request = JSON.parse(JSON.stringify({ requestId, at, body }));
    const reply = (await handler(request)) as RpcReply;
    if (!reply.ok) throw new RemoteError(reply.error);
    return reply.value;
  }

  /** Heard on a later turn, as over the network: never inside the publisher's own transaction callback. */
  publish(subject: string, body: unknown): void {
    const sent = JSON.stringify(body);
    for (const listener of this.listeners.get(subject) ?? []) setImmediate(() => listener(JSON.parse(sent)));
  }

  listen(subject: string, listener: (body: unknown) => void): () => void {
    const listening = this.listeners.get(subject) ?? new Set();
    this.listeners.set(subject, listening.add(listener));
    return () => void listening.delete(listener);
  }

  async close(): Promise<void> {}
}

export class InProcessRpcServer extends Server implements CustomTransportStrategy {
  constructor(private readonly hub: InProcessRpcHub) {
    super();
  }

  listen(callback: () => void): void {
    for (const [pattern, handler] of this.messageHandlers) {
      this.hub.register(pattern, async (request) => {
        const result = await handler(request, new BaseRpcContext([]));
        return isObservable(result) ? lastValueFrom(result) : result;
      });
    }
    callback();
  }

  close(): void {}

  on(): never {
    throw new Error('InProcessRpcServer has no events');
  }

  unwrap<T>(): T {
    return this.hub as T;
  }
}
