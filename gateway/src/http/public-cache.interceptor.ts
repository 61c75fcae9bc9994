import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, of, tap, type Observable } from 'rxjs';

/** How stale a public page may be: a storefront shows a new or changed card within this time. */
export const PUBLIC_CACHE_SECONDS = 2;
const MAX_ENTRIES = 2000;
/** An entry this close to expiry is refreshed in the background, so steady traffic never waits for a service call. */
const REFRESH_AHEAD_MS = 500;

interface Entry {
  /** The answer serialized once: JSON encoding of a card list cost more than anything else per cached response. */
  json: Buffer;
  expiresAt: number;
}

/**
 * A micro-cache for anonymous public reads (storefront list, card, business):
 * identical URLs within PUBLIC_CACHE_SECONDS share one answer, so a busy page
 * costs one service call per URL and interval instead of one per visitor.
 * A URL still being read in its last REFRESH_AHEAD_MS is fetched again in the
 * background; without that, every request of the moment waited for the miss,
 * which was the p99 of a busy storefront. Errors are never cached. Responses
 * also allow shared caches (CDNs) the same.
 */
@Injectable()
export class PublicCache {
  readonly entries = new Map<string, Entry>();
  readonly inFlight = new Map<string, Promise<unknown>>();
  /** Bumped by clear(), so an answer fetched before a write is not cached after it. */
  generation = 0;

  /** After a write through this gateway: its own public pages show the change at once. */
  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.generation++;
  }
}

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const key = http.getRequest<FastifyRequest>().url;
    const reply = http.getResponse<FastifyReply>();
    void reply.header('cache-control', `public, max-age=${PUBLIC_CACHE_SECONDS}`);
    const now = Date.now();
    const hit = this.cache.entries.get(key);
    if (hit && hit.expiresAt > now) {
      if (hit.expiresAt - now < REFRESH_AHEAD_MS && !this.cache.inFlight.has(key)) void this.fetch(key, next).catch(() => undefined);
      void reply.header('content-type', 'application/json; charset=utf-8');
      return of(hit.json);
    }
    return from(this.cache.inFlight.get(key) ?? this.fetch(key, next));
  }

  /** One service call per URL at a time; every request waiting for that URL shares its answer. */
  private fetch(key: string, next: CallHandler): Promise<unknown> {
    const { entries, inFlight } = this.cache;
    const generation = this.cache.generation;
    const answer = lastValueFrom(next.handle()).then((body) => {
      if (this.cache.generation === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { json: Buffer.from(JSON.stringify(body)), expiresAt: Date.now() + PUBLIC_CACHE_SECONDS * 1000 });
      }
      return body;
    });
    const forget = () => inFlight.get(key) === answer && inFlight.delete(key);
    answer.then(forget, forget);
    inFlight.set(key, answer);
    return answer;
  }
}

/** Any successful write through this gateway may change a public page: start the cache afresh. */
@Injectable()
export class ClearPublicCacheOnWrite implements NestInterceptor {
  constructor(private readonly cache: PublicCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<FastifyRequest>().method;
    if (method === 'GET' || method === 'HEAD') return next.handle();
    return next.handle().pipe(tap({ next: () => this.cache.clear() }));
  }
}
