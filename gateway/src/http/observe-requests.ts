import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf, metrics, secondsSince, SpanKind, SpanStatusCode, traceContext, tracer, traces, type Span } from '@gv/platform';

interface Observed {
  startedAt: number;
  span: Span;
}

const observed = new WeakMap<FastifyRequest, Observed>();

/** The route template a request matched (`/api/v1/cards/:code`), so label values stay few; `unmatched` for a 404 without a route. */
const routeOf = (request: FastifyRequest) => request.routeOptions?.url ?? 'unmatched';

/**
 * Times every request by route template, method and status (http_server_request_duration_seconds) and opens its
 * server span, continuing the caller's `traceparent` when it sent one. Handlers run in that span (traceOf).
 */
export function observeRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    const traceparent = request.headers.traceparent;
    const parent = contextOf(typeof traceparent === 'string' ? traceparent : undefined);
    const span = tracer.startSpan(`${request.method} ${routeOf(request)}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': routeOf(request) } }, parent);
    observed.set(request, { startedAt: performance.now(), span });
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const seen = observed.get(request);
    if (!seen) return;
    const status = reply.statusCode;
    metrics.httpRequestDuration.observe({ route: routeOf(request), method: request.method, status: String(status) }, secondsSince(seen.startedAt));
    seen.span.setAttribute('http.response.status_code', status);
    if (status >= 500) seen.span.setStatus({ code: SpanStatusCode.ERROR });
    seen.span.end();
  });
}

/** The trace context a request's handler runs in: its server span's. */
export function traceOf(request: FastifyRequest) {
  const seen = observed.get(request);
  return seen ? traces.setSpan(traceContext.active(), seen.span) : traceContext.active();
}
