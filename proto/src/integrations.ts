/**
 * API keys and the integrator API (decision 0091): an owner's keys let the business's other systems read and spend
 * its cards over `/api/v1/integrations/…` with `Authorization: Bearer gv_…`, within the scopes the key was given.
 */
import type { BuyerRecord } from './analytics.js';
import type { AdminPrincipal } from './auth.js';
import type { BusinessStatus } from './business-status.js';
import type { Acknowledged, Unchecked } from './identity.js';
import type { ShownCardStatus } from './redemption.js';
import { defineCatalog, translate, type Locale, type MessageValues } from './locale.js';
import integrationTexts from './messages/proto.integrations.json' with { type: 'json' };

export const API_SCOPES = ['cards:read', 'cards:redeem', 'orders:read', 'reports:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** A live key spends live cards; a test key (made while the business is in test mode) sees only test cards. */
export type ApiKeyMode = 'live' | 'test';

/** Requests one key may make in a second unless the owner sets otherwise, and the most they may set. */
export const API_KEY_REQUESTS_PER_SECOND = 10;
export const MAX_API_KEY_REQUESTS_PER_SECOND = 100;
/** Keys a business may hold at once (revoked ones not counted). */
export const MAX_API_KEYS = 20;

export const ApiKeyRpc = {
  create: 'identity.api-keys.create',
  list: 'identity.api-keys.list',
  revoke: 'identity.api-keys.revoke',
  resolve: 'identity.api-keys.resolve',
} as const;

/** The key a request carried, as identity resolved it: who it acts for and what it may do. */
export interface ApiKeyPrincipal {
  keyId: string;
  name: string;
  businessSlug: string;
  /** The business's name and status: a suspended business moves no money (decision 0052). */
  businessName: string;
  businessStatus: BusinessStatus;
  mode: ApiKeyMode;
  scopes: ApiScope[];
  dailyLimitCents: number;
  requestsPerSecond: number;
}

/** POST /api/v1/admin/api-keys: `dailyLimit` in dollars (left out: $500), `requestsPerSecond` (left out: 10). */
export type CreateApiKeyRequest = { admin: AdminPrincipal } & Unchecked<{
  name: string;
  scopes: string[];
  dailyLimit: number | string;
  requestsPerSecond: number;
}>;

/** The new key, shown this once: only its hash is kept. */
export interface ApiKeyCreated {
  id: string;
  key: string;
}

export interface ApiKeySummary {
  id: string;
  name: string;
  /** The key's first characters (gv_live_… or gv_test_… and a few more), to tell keys apart. */
  prefix: string;
  mode: ApiKeyMode;
  scopes: ApiScope[];
  /** Dollars a day. */
  dailyLimit: number;
  requestsPerSecond: number;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ApiKeyList {
  keys: ApiKeySummary[];
}

/** Redemption's answers to the integrator API: the same card lookup, ledger and handlers as the admin calls. */
export const IntegratorRpc = {
  card: 'redemption.integrator.card',
  redeem: 'redemption.integrator.redeem',
  reverse: 'redemption.integrator.reverse',
} as const;

export interface IntegrationsRpcMap {
  [ApiKeyRpc.create]: { request: CreateApiKeyRequest; response: ApiKeyCreated };
  [ApiKeyRpc.list]: { request: { admin: AdminPrincipal }; response: ApiKeyList };
  [ApiKeyRpc.revoke]: { request: { admin: AdminPrincipal; id: string }; response: Acknowledged };
  /** The key as the caller sent it, while it is not revoked; null: no such key. Records its use. */
  [ApiKeyRpc.resolve]: { request: { key: string }; response: ApiKeyPrincipal | null };
  [IntegratorRpc.card]: { request: IntegratorCardRequest; response: IntegratorCard };
  [IntegratorRpc.redeem]: { request: IntegratorRedeemRequest; response: IntegratorRedemption };
  [IntegratorRpc.reverse]: { request: IntegratorReverseRequest; response: IntegratorCard };
}

/** A card as an integrator reads it; money in dollars. */
export interface IntegratorCard {
  status: ShownCardStatus;
  balance: number;
  paid: number;
  bonus: number;
  /** The ISO 4217 code of its amounts. */
  currency: string;
  /** The last day bonus value can be spent (YYYY-MM-DD). */
  expiresOn: string;
  /** The last day paid value can be spent; null: never expires. */
  paidExpiresOn: string | null;
}

export interface IntegratorCardRequest {
  apiKey: ApiKeyPrincipal;
  code: string;
}

/** POST /api/v1/integrations/cards/{code}/redemptions: `amount` in dollars; the same idempotencyKey answers the same redemption. */
export type IntegratorRedeemRequest = IntegratorCardRequest & Unchecked<{ amount: number | string; idempotencyKey: string; reference: string }>;

export interface IntegratorRedemption {
  /** What `…/redemptions/{id}/reverse` names it by. */
  redemptionId: number;
  amount: number;
  reference: string | null;
  card: IntegratorCard;
}

export type IntegratorReverseRequest = IntegratorCardRequest & { redemptionId?: unknown };

/** GET /api/v1/integrations/orders: the cards sold, newest first; `nextCursor` asks for the next page (null: no more). */
export interface IntegratorOrderPage {
  orders: BuyerRecord[];
  nextCursor: string | null;
}

/** What the API keys' endpoints and the integrator API answer, in each language; the server answers in English (INTEGRATION_MESSAGES). */
export const integrationMessages = defineCatalog('proto.integrations', integrationTexts);

export const INTEGRATION_MESSAGES = {
  ...integrationMessages.messages.en,
  scopesRequired: translate(integrationMessages, 'en', 'scopesRequired', { scopes: API_SCOPES.join(', ') }),
  badRequestsPerSecond: translate(integrationMessages, 'en', 'badRequestsPerSecond', { max: MAX_API_KEY_REQUESTS_PER_SECOND }),
  tooManyKeys: translate(integrationMessages, 'en', 'tooManyKeys', { max: MAX_API_KEYS }),
  scopeMissing: (scope: ApiScope) => translate(integrationMessages, 'en', 'scopeMissing', { scope }),
  dailyLimitReached: (limit: string) => translate(integrationMessages, 'en', 'dailyLimitReached', { limit }),
};

type IntegrationMessageKey = keyof typeof INTEGRATION_MESSAGES;

const INTEGRATION_MESSAGE_VALUES: Partial<Record<IntegrationMessageKey, MessageValues>> = {
  scopesRequired: { scopes: API_SCOPES.join(', ') },
  badRequestsPerSecond: { max: MAX_API_KEY_REQUESTS_PER_SECOND },
  tooManyKeys: { max: MAX_API_KEYS },
};

/** One of INTEGRATION_MESSAGES' texts as the server answered it (English), in `locale`; any other text as it is. */
export function integrationAnswerIn(locale: Locale, text: string): string {
  const key = (Object.keys(INTEGRATION_MESSAGES) as IntegrationMessageKey[]).find((candidate) => INTEGRATION_MESSAGES[candidate] === text);
  return key ? translate(integrationMessages, locale, key, INTEGRATION_MESSAGE_VALUES[key]) : text;
}
