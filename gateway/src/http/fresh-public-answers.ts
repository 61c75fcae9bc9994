import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { encodingFor } from './answer-encodings.js';
import { finishObserving, startObserving } from './observe-requests.js';
import { CACHE_CONTROL, JSON_TYPE, type PublicCache } from './public-cache.interceptor.js';
import { requestIdOf } from './request-id.interceptor.js';

export interface FreshPublicAnswers {
  /** The headers of every JSON answer (security-headers.ts). */
  apiHeaders: Record<string, string>;
  /** True once the gateway is closing: its requests go to Fastify, which answers them as a closing server does. */
  closing: () => boolean;
}

/**
 * Fresh cached public reads (PublicCache.fresh) are answered by the HTTP server itself, before Fastify routes them:
 * the storefront's card list is the platform's busiest read, and the framework's hooks cost it more than sending
 * its bytes (decision 0067). The answer is the one the framework gives: the API's security headers, the caller's
 * request id, the encoding @fastify/compress would choose (made once per cached entry: EncodedAnswer); timed and
 * traced as every request. Everything else goes to Fastify: other methods, a missing entry or
 * one due for its refresh, an Accept-Encoding that weighs its choices, a closing gateway.
 */
export function answerFreshPublicReadsFirst(server: Server, cache: PublicCache, options: FreshPublicAnswers): void {
  const framework = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answered(request, response)) return;
    for (const listener of framework) listener.call(server, request, response);
  });

  function answered(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || options.closing()) return false;
    const hit = cache.fresh(request.url ?? '');
    const encoding = hit && encodingFor(request, hit.answer.body.length);
    if (!hit || encoding === undefined) return false;
    const seen = startObserving('GET', hit.route, request.headers.traceparent);
    const body = hit.answer.as(encoding);
    response.writeHead(200, {
      ...options.apiHeaders,
      'cache-control': CACHE_CONTROL,
      'content-type': JSON_TYPE,
      'content-length': body.length,
      vary: 'accept-encoding',
      'x-request-id': requestIdOf(request.headers['x-request-id']),
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    });
    response.end(body);
    finishObserving(seen, 'GET', hit.route, 200);
    return true;
  }
}
