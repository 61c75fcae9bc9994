import type { RpcBodyArgs, RpcErrorBody, RpcPattern, RpcResponseOf } from '@gv/proto';

/** What travels over request-reply: the body plus the caller's request id and, in a demo run, the instant it acts at. */
export interface RpcRequest<T = unknown> {
  requestId?: string;
  at?: string;
  body: T;
}

export type RpcReply<T = unknown> = { ok: true; value: T } | { ok: false; error: RpcErrorBody };

/** Carries a request to the service that handles its pattern (in-process or NATS); resolves with the reply's value. */
export interface RpcTransport {
  send(pattern: string, body: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * How the gateway and the services call a service: typed by proto's RpcMap, so
 * a wrong pattern or body fails to compile and the answer has its declared type.
 * Throws RemoteError when the service answers with a domain error.
 */
export class RpcClient {
  constructor(private readonly transport: RpcTransport) {}

  call<P extends RpcPattern>(pattern: P, ...[body]: RpcBodyArgs<P>): Promise<RpcResponseOf<P>> {
    return this.transport.send(pattern, body ?? {}) as Promise<RpcResponseOf<P>>;
  }

  /** The answer, or `fallback(error)` when the call fails: for extras a caller goes on without. */
  async callOr<P extends RpcPattern>(pattern: P, body: RpcBodyArgs<P>[0], fallback: (error: unknown) => RpcResponseOf<P>): Promise<RpcResponseOf<P>> {
    try {
      return (await this.transport.send(pattern, body ?? {})) as RpcResponseOf<P>;
    } catch (error) {
      return fallback(error);
    }
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
