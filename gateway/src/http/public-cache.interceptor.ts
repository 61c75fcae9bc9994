import { Kept, PUBLIC_CACHE_SECONDS } from '@gv/platform';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, of, type Observable } from 'rxjs';
import { EncodedAnswer, encodedBody } from './answer-encodings.js';

/** The storefront list of every business (no businessSlug in the query). */
const ALL_BUSINESSES = 'all-businesses';
const businessKey = (slug: string) => `business:${slug.trim().toLowerCase()}`;
const cardKey = (id: string) => `card:${id}`;

/** What a write changed on the public pages: a business's storefront and, for an edited or deleted card, that card's page. */
export interface PublicChange {
  businessSlug: string;
  cardId?: string;
}

/**
 * A micro-cache for anonymous public reads (storefront list, card, business):
 * identical URLs within PUBLIC_CACHE_SECONDS share one answer, so a busy page
 * costs one service call per URL and interval instead of one per visitor.
 * A URL read in its last 500 ms is fetched again in the background; without
 * that, every request of the moment waited for the miss, which was the p99 of
 * a busy storefront. Errors are never cached. Responses also allow shared
 * caches (CDNs) the same.
 *
 * Each URL is filed under what it shows (a card, a business, or the list of
 * all businesses: the cache key is that, a space, and the URL, which holds no
 * space); a write through this gateway that changes public data drops the URLs
 * it changed only (see invalidate), and every kept public page (onChange).
 */
@Injectable()
export class PublicCache {
  /** Each answer serialized once (JSON encoding of a card list cost more than anything else per cached response), compressed once per encoding. */
  readonly answers = new Kept<EncodedAnswer>({ name: 'public-reads', keepMs: PUBLIC_CACHE_SECONDS * 1000, refreshAheadMs: 500, max: 2000 });
  private readonly listeners = new Set<() => void>();

  /** After a write through this gateway that changes `change`: its public pages show the change at once. */
  invalidate(change: PublicChange): void {
    const shows = new Set([businessKey(change.businessSlug), ALL_BUSINESSES, ...(change.cardId ? [cardKey(change.cardId)] : [])]);
    this.answers.forget((key) => shows.has(key.slice(0, key.lastIndexOf(' '))));
    for (const changed of this.listeners) changed();
  }

  /** Calls `changed` after every write through this gateway that changes public data. */
  onChange(changed: () => void): void {
    this.listeners.add(changed);
  }

  /** The kept answer to a public read while it is not yet due for its refresh, for the fast path (fast-path.ts). */
  fresh(request: FastifyRequest): EncodedAnswer | undefined {
    return this.answers.fresh(keyOf(request));
  }
}

const CACHE_CONTROL = `public, max-age=${PUBLIC_CACHE_SECONDS}`;
const JSON_TYPE = 'application/json; charset=utf-8';

/** What a public URL shows: the card of /details/:id, else the business it names, else every business. */
function showsOf(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  if (params.id !== undefined) return cardKey(params.id);
  const slug = params.businessSlug ?? (request.query as Record<string, unknown> | undefined)?.businessSlug;
  return typeof slug === 'string' && slug.trim() ? businessKey(slug) : ALL_BUSINESSES;
}

const keyOf = (request: FastifyRequest) => `${showsOf(request)} ${request.url}`;

/** Every public read's caching headers, refusals included: shared caches keep one copy per encoding. */
const withPublicHeaders = (reply: FastifyReply) => reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');

/** A kept answer's bytes for this client, with the headers it is sent with set on `reply`: the interceptor and the fast path send it alike. */
export function keptPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): Buffer {
  return encodedBody(request, withPublicHeaders(reply).type(JSON_TYPE), answer);
}

/** Answers a public read from PublicCache, after the global guards and interceptors, in the encoding the client asks for. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    void withPublicHeaders(reply);
    const key = keyOf(request);
    const ask = async () => new EncodedAnswer(Buffer.from(JSON.stringify(await lastValueFrom(next.handle()))));
    const send = (answer: EncodedAnswer) => keptPublicAnswer(request, reply, answer);
    const kept = this.cache.answers.peek(key, ask);
    return kept ? of(send(kept)) : from(this.cache.answers.get(key, ask).then(send));
  }
}
