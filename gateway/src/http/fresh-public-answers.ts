import { encodingFor } from './answer-encodings.js';
import type { AnswerFirst } from './answers-first.js';
import { sendJson } from './answers-first.js';
import { finishObserving, startObserving } from './observe-requests.js';
import { CACHE_CONTROL, type PublicCache } from './public-cache.interceptor.js';
import { requestIdOf } from './request-id.interceptor.js';

/**
 * Fresh cached public reads (PublicCache.fresh), answered by the HTTP server itself: the storefront's card list is the
 * platform's busiest read, and the framework's hooks cost it more than sending its bytes (decision 0067). The answer
 * is the one the framework gives: `apiHeaders` (the API's security headers), the caller's request id, the encoding
 * @fastify/compress would choose (made once per cached entry: EncodedAnswer); timed and traced as every request.
 * A missing entry or one due for its refresh, or an Accept-Encoding that weighs its choices, goes to Fastify.
 */
export function freshPublicAnswers(cache: PublicCache, apiHeaders: Record<string, string>): AnswerFirst {
  return (request, response) => {
    const hit = cache.fresh(request.url ?? '');
    const encoding = hit && encodingFor(request, hit.answer.body.length);
    if (!hit || encoding === undefined) return false;
    const seen = startObserving('GET', hit.route, request.headers.traceparent);
    // Shared caches keep one copy per encoding, so Vary goes on every cached answer, compressed or not.
    sendJson(response, hit.answer, encoding, {
      ...apiHeaders,
      'cache-control': CACHE_CONTROL,
      vary: 'accept-encoding',
      'x-request-id': requestIdOf(request.headers['x-request-id']),
    });
    finishObserving(seen, 'GET', hit.route, 200);
    return true;
  };
}
