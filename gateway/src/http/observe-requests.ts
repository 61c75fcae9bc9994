import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf, metrics, secondsSince, SpanKind, SpanStatusCode, traceContext, tracer, traces, type Span } from '@gv/platform';

/** A request being answered: when it began and its server span. */
interface Observed {
  startedAt: number;
  span: Span;
}

const observed = new WeakMap<FastifyRequest, Observed>();

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
  fastify.addHook('onRequest', async (request) => {
    observed.set(request, startObserving(request.method, routeOf(request), request.headers.traceparent));
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const seen = observed.get(request);
    if (seen) finishObserving(seen, request.method, routeOf(request), reply.statusCode);
  });
}

/** The trace context a request's handler runs in: its server span's. */
export function traceOf(request: FastifyRequest) {
  const seen = observed.get(request);
  return seen ? spanContextOf(seen) : traceContext.active();
}

/** The trace context of an observed request's server span. */
function spanContextOf(seen: Observed) {
  return traces.setSpan(traceContext.active(), seen.span);
}
