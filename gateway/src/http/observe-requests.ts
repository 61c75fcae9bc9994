import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf, metrics, secondsSince, SpanKind, SpanStatusCode, traceContext, tracer, traces, type Span } from '@gv/platform';

/** A request being answered: when it began and its server span. */
interface Observed {
  startedAt: number;
  span: Span;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by observeRequests' first hook. */
    observed?: Observed;
  }
}

/** The route template a request matched (`/api/v1/cards/:code`), so label values stay few; `unmatched` for a 404 without a route. */
const routeOf = (request: FastifyRequest) => request.routeOptions?.url ?? 'unmatched';

/** Opens a request's server span, continuing the caller's `traceparent` when it sent one. */
function startObserving(method: string, route: string, traceparent: unknown): Observed {
  const parent = contextOf(typeof traceparent === 'string' ? traceparent : undefined);
  const span = tracer.startSpan(`${method} ${route}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route } }, parent);
  return { startedAt: performance.now(), span };
}

/** Times an answered request (http_server_request_duration_seconds) and ends its span. */
function finishObserving(seen: Observed, method: string, route: string, status: number): void {
  metrics.httpRequestDuration.observe({ route, method, status: String(status) }, secondsSince(seen.startedAt));
  seen.span.setAttribute('http.response.status_code', status);
  if (status >= 500) seen.span.setStatus({ code: SpanStatusCode.ERROR });
  seen.span.end();
}

/**
 * Times every request by route template, method and status and opens its server span. Handlers run in that span
 * (traceOf).
 */
export function observeRequests(fastify: FastifyInstance): void {
  // A property every request has from the start, not a WeakMap entry, and hooks that call on rather than return a
  // promise: these run on every request, and the map's and promises' upkeep showed among the costliest of a kept read.
  fastify.decorateRequest('observed', undefined);
  fastify.addHook('onRequest', (request, _reply, done) => {
    request.observed = startObserving(request.method, routeOf(request), request.headers.traceparent);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.observed) finishObserving(request.observed, request.method, routeOf(request), reply.statusCode);
    done();
  });
}

/** The trace context a request's handler runs in: its server span's. */
export function traceOf(request: FastifyRequest) {
  return request.observed ? spanContextOf(request.observed) : traceContext.active();
}

/** The trace context of an observed request's server span. */
function spanContextOf(seen: Observed) {
  return traces.setSpan(traceContext.active(), seen.span);
}
