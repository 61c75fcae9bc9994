import type { NoticeMap, NoticeSubject, RpcBodyArgs, RpcErrorBody, RpcPattern, RpcResponseOf } from '@gv/proto';
import { RemoteError } from '../errors.js';
import { metrics, secondsSince } from '../observability/metrics.js';
import { inSpan, SpanKind } from '../observability/tracing.js';

/** What travels over request-reply: the body plus the caller's request id and, in a demo run, the instant it acts at. */
export interface RpcRequest<T = unknown> {
  requestId?: string;
  at?: string;
  body: T;
}

export type RpcReply<T = unknown> = { ok: true; value: T } | { ok: false; error: RpcErrorBody };

/**
 * Carries a request to the service that handles its pattern (in-process or NATS) and resolves with the reply's value;
 * and carries notices to every process listening, at most once each, none to a process not connected at the time.
 */
export interface RpcTransport {
  send(pattern: string, body: unknown): Promise<unknown>;
  publish(subject: string, body: unknown): void;
  /** `listener` hears each notice published on `subject` from now on, until the returned function is called. */
  listen(subject: string, listener: (body: unknown) => void): () => void;
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
    return this.send(pattern, body) as Promise<RpcResponseOf<P>>;
  }

  /** The answer, or `fallback(error)` when the call fails: for extras a caller goes on without. */
  async callOr<P extends RpcPattern>(pattern: P, body: RpcBodyArgs<P>[0], fallback: (error: unknown) => RpcResponseOf<P>): Promise<RpcResponseOf<P>> {
    try {
      return (await this.send(pattern, body)) as RpcResponseOf<P>;
    } catch (error) {
      return fallback(error);
    }
  }

  /** Tells every process listening on `subject`; nobody answers, and a process not connected now never hears it. */
  notify<S extends NoticeSubject>(subject: S, body: NoticeMap[S]): void {
    this.transport.publish(subject, body);
  }

  /** `listener` hears each notice on `subject` from now on, until the returned function is called. */
  onNotice<S extends NoticeSubject>(subject: S, listener: (body: NoticeMap[S]) => void): () => void {
    return this.transport.listen(subject, listener as (body: unknown) => void);
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  /** One call, timed by pattern and outcome, in a client span whose context travels with the request. */
  private send(pattern: string, body: unknown): Promise<unknown> {
    const startedAt = performance.now();
    return inSpan(pattern, { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'nats', 'rpc.method': pattern } }, () => this.transport.send(pattern, body ?? {})).then(
      (value) => {
        metrics.rpcClientDuration.observe({ pattern, outcome: 'ok' }, secondsSince(startedAt));
        return value;
      },
      (error: unknown) => {
        metrics.rpcClientDuration.observe({ pattern, outcome: error instanceof RemoteError ? 'refused' : 'error' }, secondsSince(startedAt));
        throw error;
      },
    );
  }
}
