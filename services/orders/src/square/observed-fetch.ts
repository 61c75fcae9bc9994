import { inSpan, metrics, secondsSince, SpanKind, SpanStatusCode } from '@gv/platform';

/** Square's name of the call (as in its API reference), from the request's method and path. */
export function squareOperation(method: string, path: string): string {
  const route = `${method.toUpperCase()} ${path.replace(/\/+$/, '')}`;
  for (const [pattern, name] of OPERATIONS) if (pattern.test(route)) return name;
  return 'Other';
}

const OPERATIONS: [RegExp, string][] = [
  [/^POST \/v2\/payments$/, 'CreatePayment'],
  [/^GET \/v2\/payments\/[^/]+$/, 'GetPayment'],
  [/^POST \/v2\/refunds$/, 'RefundPayment'],
  [/^GET \/v2\/refunds\/[^/]+$/, 'GetPaymentRefund'],
  [/^GET \/v2\/disputes\/[^/]+$/, 'RetrieveDispute'],
  [/^GET \/v2\/locations\/[^/]+$/, 'RetrieveLocation'],
];

/** ok: a 2xx; declined: Square refused the request (a 4xx, such as a declined card); error: a 5xx or no answer. */
const outcomeOf = (status: number) => (status < 400 ? 'ok' : status < 500 ? 'declined' : 'error');

/** A `fetch` for the Square SDK that times each call by operation and outcome and traces it as a client span. */
export function observedFetch(send: typeof fetch): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const operation = squareOperation(init?.method ?? 'GET', url.pathname);
    const startedAt = performance.now();
    const attributes = { 'rpc.system': 'square', 'rpc.method': operation, 'server.address': url.hostname };
    return inSpan(`Square ${operation}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        const response = await send(input, init);
        const outcome = outcomeOf(response.status);
        metrics.squareRequestDuration.observe({ operation, outcome }, secondsSince(startedAt));
        span.setAttribute('http.response.status_code', response.status);
        if (outcome === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      } catch (error) {
        metrics.squareRequestDuration.observe({ operation, outcome: 'error' }, secondsSince(startedAt));
        throw error;
      }
    });
  }) as typeof fetch;
}
