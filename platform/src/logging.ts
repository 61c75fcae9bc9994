import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
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

/**
 * Standard output for log lines, written at once and never waited on: a line the pipe cannot take now (full) is dropped,
 * and once the reader is gone (EPIPE) nothing more is written. pino's own stdout stream retried a broken pipe for ever
 * when flushing at exit, so a process whose log reader had died never exited (on SIGTERM or at its drain deadline).
 */
export const stdoutLines: DestinationStream & { broken: boolean } = {
  broken: false,
  write(line: string) {
    if (this.broken) return;
    const bytes = Buffer.from(line);
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(1, bytes, written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') this.broken = true;
    }
  },
};

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
  return pino(options, destination ?? stdoutLines);
}

export type { Logger };
