import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, NotFoundError, RPC, ValidationError, type Db, type RpcClient } from '@gv/platform';
import {
  ACCOUNT_MESSAGES,
  API_KEY_REQUESTS_PER_SECOND,
  API_SCOPES,
  currencyLimits,
  DEFAULT_CURRENCY,
  toMajorUnits,
  IdentityNotice,
  INTEGRATION_MESSAGES,
  isUuid,
  MAX_API_KEY_REQUESTS_PER_SECOND,
  MAX_API_KEYS,
  parseAmount,
  type Acknowledged,
  type AdminPrincipal,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiKeyPrincipal,
  type ApiScope,
  type CreateApiKeyRequest,
} from '@gv/proto';
import { countLiveKeys, insertApiKey, liveKeysOf, revokeApiKey, useApiKey } from '../db/api-key-repository.js';
import { findBusiness, lockBusiness } from '../db/business-repository.js';
import { shortName } from '../team/staff-input.js';

/** Characters of a key shown in the list: `gv_live_` or `gv_test_` and the first 6 of its secret. */
const SHOWN_PREFIX = 14;

/** What a key looks like: gv_live_ or gv_test_ and 32 random bytes in base64url. */
const KEY_SHAPE = /^gv_(live|test)_[A-Za-z0-9_-]{43}$/;

/** The sha256 of a key, as it is kept: a key is 32 random bytes, so no salt is needed. */
const apiKeyHash = (key: string): string => createHash('sha256').update(key).digest('base64url');

/**
 * An owner's API keys (decision 0091). A key is `gv_live_` or `gv_test_` (the business's mode when it was made) and
 * 32 random bytes; it is answered once and kept as its hash. A revoked key is refused from its next request on.
 */
@Injectable()
export class ApiKeysHandler {
  constructor(@Inject(DB) private readonly db: Db, @Inject(RPC) private readonly rpc: RpcClient) {}

  async create(request: CreateApiKeyRequest): Promise<ApiKeyCreated> {
    const { businessSlug } = request.admin;
    const name = shortName(request.name);
    const scopes = parseScopes(request.scopes);
    const id = randomUUID();
    let key = '';
    await this.db.transaction(async (tx) => {
      const business = await lockBusiness(tx, businessSlug);
      if (!business) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound);
      const dailyLimitCents = parseDailyLimit(request.dailyLimit, business.currency);
      const requestsPerSecond = parseRequestsPerSecond(request.requestsPerSecond);
      if ((await countLiveKeys(tx, businessSlug)) >= MAX_API_KEYS) throw new DomainError('API_KEY.TOO_MANY', INTEGRATION_MESSAGES.tooManyKeys);
      const mode = business.liveAt === null ? 'test' : 'live';
      key = `gv_${mode}_${randomBytes(32).toString('base64url')}`;
      await insertApiKey(tx, { id, businessSlug, name, keyHash: apiKeyHash(key), prefix: key.slice(0, SHOWN_PREFIX), mode, scopes, dailyLimitCents, requestsPerSecond });
    });
    return { id, key };
  }

  async list(request: { admin: AdminPrincipal }): Promise<ApiKeyList> {
    const [rows, business] = await Promise.all([liveKeysOf(this.db, request.admin.businessSlug), findBusiness(this.db, request.admin.businessSlug)]);
    if (!business) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound);
    return {
      keys: rows.map((row) => ({
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        mode: row.mode,
        scopes: row.scopes,
        dailyLimit: toMajorUnits(row.dailyLimitCents, business.currency),
        requestsPerSecond: row.requestsPerSecond,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
      })),
    };
  }

  async revoke(request: { admin: AdminPrincipal; id: string }): Promise<Acknowledged> {
    const revoked = isUuid(request.id) && (await revokeApiKey(this.db, request.admin.businessSlug, request.id.toLowerCase(), new Date().toISOString()));
    if (!revoked) throw new NotFoundError(INTEGRATION_MESSAGES.keyNotFound, 'API_KEY.NOT_FOUND');
    this.rpc.notify(IdentityNotice.apiKeyRevoked, { businessSlug: request.admin.businessSlug });
    return { success: true, message: INTEGRATION_MESSAGES.revoked };
  }

  async resolve(request: { key: string }): Promise<ApiKeyPrincipal | null> {
    if (!KEY_SHAPE.test(request.key)) return null;
    const key = await useApiKey(this.db, apiKeyHash(request.key), new Date().toISOString());
    const business = key && (await findBusiness(this.db, key.businessSlug));
    if (!key || !business) return null;
    const { id: keyId, name, businessSlug, mode, scopes, dailyLimitCents, requestsPerSecond } = key;
    return { keyId, name, businessSlug, businessName: business.name, businessStatus: business.status, mode, scopes, dailyLimitCents, requestsPerSecond };
  }
}

function parseScopes(value: unknown): ApiScope[] {
  const asked = Array.isArray(value) ? value : [];
  const scopes = API_SCOPES.filter((scope) => asked.includes(scope));
  if (scopes.length === 0 || scopes.length !== new Set(asked).size) throw new ValidationError({ scopes: INTEGRATION_MESSAGES.scopesRequired });
  return scopes;
}

/** A key's daily limit, in major units of the business's currency; left out: the currency's default limit. */
function parseDailyLimit(value: unknown, currency: string): number {
  const limits = currencyLimits(currency);
  if (value === undefined || value === null || value === '') return limits.apiKeyDailyLimitCents;
  const cents = parseAmount(value, currency);
  if (cents === null || cents < 1 || cents > limits.apiKeyMaxDailyLimitCents) throw new ValidationError({ dailyLimit: badDailyLimit(currency) });
  return cents;
}

/** The USD message as it always read; another currency's names it and its own bounds (¥1 to ¥10,000,000). */
function badDailyLimit(currency: string): string {
  if (currency === DEFAULT_CURRENCY) return INTEGRATION_MESSAGES.badDailyLimit;
  const most = toMajorUnits(currencyLimits(currency).apiKeyMaxDailyLimitCents, currency);
  return `The daily limit is in ${currency}, at least ${toMajorUnits(1, currency)} and at most ${most}.`;
}

function parseRequestsPerSecond(value: unknown): number {
  if (value === undefined || value === null || value === '') return API_KEY_REQUESTS_PER_SECOND;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_API_KEY_REQUESTS_PER_SECOND) {
    throw new ValidationError({ requestsPerSecond: INTEGRATION_MESSAGES.badRequestsPerSecond });
  }
  return value as number;
}
