import type { IncomingMessage } from 'node:http';
import { traceContext, withRequestContext, type PlatformConfig } from '@gv/platform';
import type { AdminPrincipal, HttpRoute } from '@gv/proto';
import type { SessionCache } from '../auth/session-cache.js';
import { sessionIdInCookies } from '../auth/session-cookies.js';
import { EncodedAnswer, encodingFor } from './answer-encodings.js';
import { sendJson, type AnswerFirst } from './answers-first.js';
import { NUL_IN_URL } from './no-nul.guard.js';
import { finishObserving, spanContextOf, startObserving } from './observe-requests.js';
import { requestIdOf } from './request-id.interceptor.js';

/** An admin read the HTTP server answers itself: its route and the query parameters it reads, answered by the route's own handler. */
export interface AdminReadFirst {
  route: HttpRoute;
  /** A request with any other query parameter, or one twice, is left to the framework. */
  query: readonly string[];
  answer(admin: AdminPrincipal, query: Record<string, string>): Promise<unknown>;
}

export interface AdminReadsFirst {
  sessions: SessionCache;
  config: PlatformConfig;
  /** The headers of every JSON answer (security-headers.ts). */
  apiHeaders: Record<string, string>;
}

/**
 * The dashboard's reads, answered by the HTTP server before Fastify routes them when the session is known from
 * memory (SessionCache.known): the staff opening the dashboard together cost the gateway the framework's guards,
 * interceptors and hooks on every one of six calls each, more than the answers themselves (decision 0069). The route's
 * own handler answers, with the admin the session stands for, as AdminGuard would give it; the answer carries the
 * framework's headers, is timed and traced as every request, and its calls carry the request id. Everything else goes
 * to Fastify: no session cookie or one not known here, a body, a NUL in the URL, a demo's X-Demo-Time; and a read
 * whose handler fails, which the framework then answers as it answers any failure.
 */
export function adminReadsFirst(reads: AdminReadFirst[], { sessions, config, apiHeaders }: AdminReadsFirst): AnswerFirst {
  const byPath = new Map(reads.map((read) => [read.route.slice('GET '.length), read]));
  return (request, response, toFramework) => {
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const read = byPath.get(path);
    if (!read || !plainGet(request) || NUL_IN_URL.test(url)) return false;
    const query = queryOf(queryAt < 0 ? '' : url.slice(queryAt + 1), read.query);
    const sessionId = sessionIdInCookies(request.headers.cookie, config);
    const admin = query && sessionId ? sessions.known(sessionId) : undefined;
    // An owner who must set up two-step sign-in first is refused by AdminGuard.
    if (!admin || admin.twoStepSetupRequired) return false;
    const requestId = requestIdOf(request.headers['x-request-id']);
    const seen = startObserving('GET', path, request.headers.traceparent);
    traceContext
      .with(spanContextOf(seen), () => withRequestContext({ requestId }, () => read.answer(admin, query!)))
      .then((value) => {
        const answer = new EncodedAnswer(Buffer.from(JSON.stringify(value)));
        const encoding = encodingFor(request, answer.body.length);
        if (encoding === undefined) return toFramework();
        sendJson(response, answer, encoding, { ...apiHeaders, 'x-request-id': requestId });
        finishObserving(seen, 'GET', path, 200);
      }, toFramework);
    return true;
  };
}

/** A GET without a body, and without what only a demo may send (its instant, which the framework reads). */
const plainGet = (request: IncomingMessage) =>
  request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined && request.headers['x-demo-time'] === undefined;

/** The query's parameters when each is one of `known` and given once, else undefined. */
function queryOf(search: string, known: readonly string[]): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!known.includes(name) || name in query) return undefined;
    query[name] = value;
  }
  return query;
}
