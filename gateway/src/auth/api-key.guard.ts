import { createParamDecorator, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, KV, RateLimitedError, type KeyValueStore } from '@gv/platform';
import { INTEGRATION_MESSAGES, type ApiKeyPrincipal, type ApiScope } from '@gv/proto';
import { ApiKeyCache } from './api-key-cache.js';
import { refuseWhileSuspended } from './admin.guard.js';
import { bearerToken } from './super-admin.guard.js';

export type ApiKeyRequest = FastifyRequest & { apiKey?: ApiKeyPrincipal };

/**
 * The integrator API's calls carry an API key as `Authorization: Bearer gv_…` (decision 0091), never a cookie, so no
 * CSRF token is needed. Identity resolves the key (by its hash), kept a second by ApiKeyCache, which forgets a revoked key at once. The
 * key must hold the route's scope (403); a suspended business's key moves no money (409, as AdminGuard); each key makes
 * at most its requestsPerSecond calls a second (10 unless the owner set otherwise), counted atomically in the shared
 * store and told in the RateLimit-Limit, -Remaining and -Reset headers (429 past it).
 */
@Injectable()
export class ApiKeyGuard {
  constructor(private readonly keys: ApiKeyCache, @Inject(KV) private readonly kv: KeyValueStore, private readonly reflector: Reflector) {}

  async admit(context: ExecutionContext, scope: ApiScope): Promise<void> {
    const request = context.switchToHttp().getRequest<ApiKeyRequest>();
    const key = bearerToken(request);
    if (!key) throw new DomainError('AUTH.REQUIRED', INTEGRATION_MESSAGES.keyRequired);
    const apiKey = await this.keys.resolve(key);
    if (!apiKey) throw new DomainError('API_KEY.INVALID', INTEGRATION_MESSAGES.keyUnknown);
    await this.countCall(apiKey, context.switchToHttp().getResponse<FastifyReply>());
    if (!apiKey.scopes.includes(scope)) throw new DomainError('API_KEY.SCOPE_MISSING', INTEGRATION_MESSAGES.scopeMissing(scope));
    refuseWhileSuspended(this.reflector, context, { status: apiKey.businessStatus, name: apiKey.businessName });
    request.apiKey = apiKey;
  }

  /** One call in the key's current second; the headers tell what is left of it. */
  private async countCall(apiKey: ApiKeyPrincipal, reply: FastifyReply): Promise<void> {
    const second = Math.floor(Date.now() / 1000);
    const count = await this.kv.incr(`api-key-rate:${apiKey.keyId}:${second}`, 2);
    const limit = apiKey.requestsPerSecond;
    reply.header('RateLimit-Limit', String(limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
    reply.header('RateLimit-Reset', '1');
    if (count > limit) {
      reply.header('Retry-After', '1');
      throw new RateLimitedError();
    }
  }
}

/** The API key ApiKeyGuard admitted. */
export const CurrentApiKey = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ApiKeyPrincipal => context.switchToHttp().getRequest<ApiKeyRequest>().apiKey!,
);
