import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RpcPattern, RpcRequestOf, RpcResponseOf } from '@gv/proto';
import { DomainError } from '../errors.js';
import { createLogger, withRequestContext } from '../logging.js';
import { metrics, secondsSince } from '../observability/metrics.js';
import { inSpan, SpanKind, SpanStatusCode } from '../observability/tracing.js';
import type { RpcReply, RpcRequest } from './rpc-client.js';

const logger = createLogger('rpc');

/** A method that can handle pattern P: it accepts P's request and answers P's response. */
type HandlerOf<P extends RpcPattern> = (body: RpcRequestOf<P>) => RpcResponseOf<P> | Promise<RpcResponseOf<P>>;

/**
 * Marks a method as the handler of a request-reply pattern of proto's RpcMap;
 * a method whose parameter or answer does not match the map fails to compile.
 * The method gets the plain body; domain errors become `{ ok: false, error }`
 * replies, anything else is logged and answered as an internal error without details.
 */
export function RpcHandler<P extends RpcPattern>(pattern: P) {
  return <M extends HandlerOf<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => {
    const original = descriptor.value as unknown as (body: unknown) => Promise<unknown>;
    const handle = function (this: unknown, request: RpcRequest): Promise<RpcReply> {
      const startedAt = performance.now();
      const answered = (reply: RpcReply, outcome: 'ok' | 'refused' | 'error') => {
        metrics.rpcServerDuration.observe({ pattern, outcome }, secondsSince(startedAt));
        return reply;
      };
      const attributes = { 'rpc.system': 'nats', 'rpc.method': pattern };
      return withRequestContext({ requestId: request?.requestId, at: request?.at }, () =>
        inSpan(pattern, { kind: SpanKind.SERVER, attributes }, async (span) => {
          try {
            return answered({ ok: true as const, value: await original.call(this, request?.body ?? {}) }, 'ok');
          } catch (error) {
            if (error instanceof DomainError) {
              span.setAttribute('error.code', error.code);
              return answered({ ok: false as const, error: error.toBody() }, 'refused');
            }
            logger.error({ err: error, pattern }, 'rpc handler failed');
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            return answered({ ok: false as const, error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }, 'error');
          }
        }),
      );
    };
    Object.defineProperty(handle, 'name', { value: String(key) });
    descriptor.value = handle as unknown as M;
    MessagePattern(pattern)(target, key, descriptor);
    return descriptor;
  };
}

/** A use case's handler: what `forwardRpc` hands a request to. */
interface Executes<P extends RpcPattern> {
  execute: HandlerOf<P>;
}

/**
 * The controller of a use case whose request needs no checks of its own: it answers `pattern` with `handler`'s
 * `execute` (decision 0004), under the name `<handler>Rpc`. List it in the module's controllers.
 */
export function forwardRpc<P extends RpcPattern>(pattern: P, handler: Type<Executes<P>>): Type<unknown> {
  @Controller()
  class Forward {
    constructor(@Inject(handler) private readonly target: Executes<P>) {}

    @RpcHandler(pattern)
    answer(body: RpcRequestOf<P>) {
      return this.target.execute(body);
    }
  }
  Object.defineProperty(Forward, 'name', { value: `${handler.name.replace(/Handler$/, '')}Rpc` });
  return Forward;
}
