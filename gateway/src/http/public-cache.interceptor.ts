import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, of, tap, type Observable } from 'rxjs';

/** How stale a public page may be: a storefront shows a new or changed card within this time. */
export const PUBLIC_CACHE_SECONDS = 2;
const MAX_ENTRIES = 2000;

interface Entry {
  /** The answer serialized once: JSON encoding of a card list cost more than anything else per cached response. */
  json: Buffer;
  expiresAt: number;
}

/**
 * A micro-cache for anonymous public reads (storefront list, card, business):
 * identical URLs within PUBLIC_CACHE_SECONDS share one answer, so a busy page
 * costs one service call per URL and interval instead of one per visitor.
 * Errors are never cached. Responses also allow shared caches (CDNs) the same.
 */
@Injectable()
export class PublicCache {
  readonly entries = new Map<string, Entry>();
  readonly inFlight = new Map<string, Promise<unknown>>();

  /** After a write through this gateway: its own public pages show the change at once. */
  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
  }
}

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    void reply.header('cache-control', `public, max-age=${PUBLIC_CACHE_SECONDS}`);
    const key = request.url;
    const now = Date.now();
    const { entries, inFlight } = this.cache;
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) {
      void reply.header('content-type', 'application/json; charset=utf-8');
      return of(hit.json);
    }
    const pending = inFlight.get(key);
    if (pending) return from(pending);
    let settle!: (value: unknown) => void;
    let fail!: (error: unknown) => void;
    const shared = new Promise<unknown>((resolve, reject) => ((settle = resolve), (fail = reject)));
    shared.catch(() => undefined);
    inFlight.set(key, shared);
    return next.handle().pipe(
      tap({
        next: (body) => {
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          entries.set(key, { json: Buffer.from(JSON.stringify(body)), expiresAt: Date.now() + PUBLIC_CACHE_SECONDS * 1000 });
          inFlight.delete(key);
          settle(body);
        },
        error: (error) => {
          inFlight.delete(key);
          fail(error);
        },
      }),
    );
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
