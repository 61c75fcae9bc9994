import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { traceIds } from './observability/tracing.js';

/** What a request carries into log lines, RPC calls and the events it causes. */
export interface RequestContext {
  requestId: string;
  /** The instant the request acts at, when a demo run injected one (ISO 8601); see clock.ts. */
  at?: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request id that log lines, RPC calls and emitted events carry. */
export function withRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return withRequestContext({ requestId }, fn);
}

/** Runs fn with the context a request or event arrived with (a new request id when it had none). */
export function withRequestContext<T>(context: { requestId?: string; at?: string }, fn: () => T): T {
  const at = typeof context.at === 'string' ? context.at : undefined;
  return requestContext.run({ requestId: context.requestId || randomUUID(), ...(at ? { at } : {}) }, fn);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function currentRequestContext(): RequestContext | undefined {
  return requestContext.getStore();
}

/** A logger whose lines carry the request id and the active span's trace_id and span_id; to stdout unless `destination`. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    name,
    level,
    mixin: () => {
      const requestId = currentRequestId();
      return { ...(requestId ? { requestId } : {}), ...traceIds() };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
