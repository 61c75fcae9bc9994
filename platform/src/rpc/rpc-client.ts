import type { RpcErrorBody } from '@gv/proto';

/** What travels over request-reply: the body plus the caller's request id. */
export interface RpcRequest<T = unknown> {
  requestId?: string;
  body: T;
}

export type RpcReply<T = unknown> = { ok: true; value: T } | { ok: false; error: RpcErrorBody };

/** The gateway's way to call a service; throws RemoteError when the service answers with a domain error. */
export interface RpcClient {
  send<T>(pattern: string, body: unknown): Promise<T>;
  close(): Promise<void>;
}
