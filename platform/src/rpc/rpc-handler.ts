import { Controller, Inject, type InjectionToken, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RpcPattern, RpcRequestOf, RpcResponseOf } from '@gv/proto';
import { DomainError } from '../errors.js';
import { isUnavailable, UNAVAILABLE } from '../unavailable.js';
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
            const body = isUnavailable(error) ? UNAVAILABLE : { code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
            return answered({ ok: false as const, error: { ...body } }, 'error');
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

/** The methods of a handler `H` that answer pattern `P`. */
type MethodsAnswering<H, P extends RpcPattern> = { [K in keyof H]: H[K] extends HandlerOf<P> ? K : never }[keyof H];

/** Which method of a handler `H` answers each pattern it answers. */
export type RpcRoutes<H> = { [P in RpcPattern]?: MethodsAnswering<H, P> };

/**
 * The controller of a use case whose requests need no checks of their own: it answers each pattern of `routes` with
 * `handler`'s method named there (decision 0004), under the name `<handler>Rpc`. List it in the module's controllers.
 */
export function forwardRpcs<H>(handler: Type<H>, routes: RpcRoutes<H>): Type<unknown> {
  @Controller()
  class Forward {
    constructor(@Inject(handler) readonly target: H) {}
  }
  for (const [pattern, method] of Object.entries(routes) as [RpcPattern, keyof H][]) {
    const descriptor: PropertyDescriptor = {
      value(this: Forward, body: unknown) {
        return (this.target[method] as (body: unknown) => unknown).call(this.target, body);
      },
      writable: true,
      configurable: true,
    };
    RpcHandler(pattern)(Forward.prototype, pattern, descriptor);
    Object.defineProperty(Forward.prototype, pattern, descriptor);
  }
  Object.defineProperty(Forward, 'name', { value: `${handler.name.replace(/Handler$/, '')}Rpc` });
  return Forward;
}

/** The controller of a use case with one pattern, answered by its handler's `execute` (see forwardRpcs). */
export function forwardRpc<P extends RpcPattern, H extends { execute: HandlerOf<P> }>(pattern: P, handler: Type<H>): Type<unknown> {
  return forwardRpcs<H>(handler, { [pattern]: 'execute' } as RpcRoutes<H>);
}

/**
 * The controller of a use case written as a function, wired as Nest wires a factory provider: the providers `inject`
 * names are handed to `answer` in order, then the request. It answers `pattern` under the name `<answer>Rpc`, so a
 * use case that only reads (or only needs engines) has no class of its own. List it in the module's controllers.
 */
export function answerRpc<P extends RpcPattern, D extends unknown[]>(
  pattern: P,
  inject: NoInfer<{ [K in keyof D]: InjectionToken }>,
  answer: (...args: [...D, RpcRequestOf<P>]) => Promise<RpcResponseOf<P>>,
): Type<unknown> {
  @Controller()
  class Answer {
    private readonly dependencies: D;

    constructor(...dependencies: D) {
      this.dependencies = dependencies;
    }

    @RpcHandler(pattern)
    answer(body: RpcRequestOf<P>) {
      return answer(...this.dependencies, body);
    }
  }
  inject.forEach((token, index) => Inject(token)(Answer, undefined, index));
  Object.defineProperty(Answer, 'name', { value: `${answer.name.charAt(0).toUpperCase()}${answer.name.slice(1)}Rpc` });
  return Answer;
}
