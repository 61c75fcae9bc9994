import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, of, type Observable } from 'rxjs';
import { EncodedAnswer } from './answer-encodings.js';

/** How stale a public page may be: a storefront shows a change made through another gateway within this time. */
export const PUBLIC_CACHE_SECONDS = 2;
const MAX_ENTRIES = 2000;
/** An entry this close to expiry is refreshed in the background, so steady traffic never waits for a service call. */
const REFRESH_AHEAD_MS = 500;

/** The storefront list of every business (no businessSlug in the query). */
const ALL_BUSINESSES = 'all-businesses';
const businessKey = (slug: string) => `business:${slug.trim().toLowerCase()}`;
const cardKey = (id: string) => `card:${id}`;

/** What a write changed on the public pages: a business's storefront and, for an edited or deleted card, that card's page. */
export interface PublicChange {
  businessSlug: string;
  cardId?: string;
}

export interface Entry {
  /** The answer serialized once (JSON encoding of a card list cost more than anything else per cached response), compressed once per encoding. */
  answer: EncodedAnswer;
  expiresAt: number;
  key: string;
  /** The route template it answers, for the request metrics. */
  route: string;
}

interface Fetch {
  answer: Promise<unknown>;
  key: string;
}

/**
 * A micro-cache for anonymous public reads (storefront list, card, business):
 * identical URLs within PUBLIC_CACHE_SECONDS share one answer, so a busy page
 * costs one service call per URL and interval instead of one per visitor.
 * A URL still being read in its last REFRESH_AHEAD_MS is fetched again in the
 * background; without that, every request of the moment waited for the miss,
 * which was the p99 of a busy storefront. Errors are never cached. Responses
 * also allow shared caches (CDNs) the same.
 *
 * Each URL is filed under the key of what it shows (a card, a business, or the
 * list of all businesses); a write through this gateway that changes public
 * data drops the URLs of its keys only (see invalidate).
 */
@Injectable()
export class PublicCache {
  readonly entries = new Map<string, Entry>();
  readonly inFlight = new Map<string, Fetch>();
  /** Bumped per key by invalidate(), so an answer fetched before a write is not cached after it. */
  private readonly generations = new Map<string, number>();

  /** After a write through this gateway that changes `change`: its public pages show the change at once. */
  invalidate(change: PublicChange): void {
    const keys = new Set([businessKey(change.businessSlug), ALL_BUSINESSES, ...(change.cardId ? [cardKey(change.cardId)] : [])]);
    for (const key of keys) this.generations.set(key, this.generation(key) + 1);
    for (const [url, entry] of this.entries) if (keys.has(entry.key)) this.entries.delete(url);
    for (const [url, fetch] of this.inFlight) if (keys.has(fetch.key)) this.inFlight.delete(url);
  }

  generation(key: string): number {
    return this.generations.get(key) ?? 0;
  }

  /** The entry for `url` while it is fresh and not yet due for its refresh, else undefined. */
  fresh(url: string): Entry | undefined {
    const hit = this.entries.get(url);
    return hit && hit.expiresAt - Date.now() >= REFRESH_AHEAD_MS ? hit : undefined;
  }
}

export const CACHE_CONTROL = `public, max-age=${PUBLIC_CACHE_SECONDS}`;
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The key a public URL is filed under: the card of /details/:id, else the business it names, else every business. */
function keyOf(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  if (params.id !== undefined) return cardKey(params.id);
  const slug = params.businessSlug ?? (request.query as Record<string, unknown> | undefined)?.businessSlug;
  return typeof slug === 'string' && slug.trim() ? businessKey(slug) : ALL_BUSINESSES;
}

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const url = request.url;
    const reply = http.getResponse<FastifyReply>();
    // Shared caches keep one copy per encoding: the same URL is sent compressed or not as each client asks.
    void reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
    const now = Date.now();
    const hit = this.cache.entries.get(url);
    if (hit && hit.expiresAt > now) {
      if (hit.expiresAt - now < REFRESH_AHEAD_MS && !this.cache.inFlight.has(url)) void this.fetch(url, hit, next).catch(() => undefined);
      void reply.header('content-type', JSON_TYPE);
      return of(hit.answer.body);
    }
    return from(this.cache.inFlight.get(url)?.answer ?? this.fetch(url, { key: keyOf(request), route: request.routeOptions.url ?? url }, next));
  }

  /** One service call per URL at a time; every request waiting for that URL shares its answer. */
  private fetch(url: string, { key, route }: Pick<Entry, 'key' | 'route'>, next: CallHandler): Promise<unknown> {
    const { entries, inFlight } = this.cache;
    const generation = this.cache.generation(key);
    const answer = lastValueFrom(next.handle()).then((body) => {
      if (this.cache.generation(key) === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(url, { answer: new EncodedAnswer(Buffer.from(JSON.stringify(body))), expiresAt: Date.now() + PUBLIC_CACHE_SECONDS * 1000, key, route });
      }
      return body;
    });
    const forget = () => inFlight.get(url)?.answer === answer && inFlight.delete(url);
    answer.then(forget, forget);
    inFlight.set(url, { answer, key });
    return answer;
  }
}
