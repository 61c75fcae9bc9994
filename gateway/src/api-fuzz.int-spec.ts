import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { MAX_MONEY_CENTS } from '@gv/proto';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../test/api';

const SUPER = { email: 'fuzz@giftcardvault.test', password: 'super-secret-1' };

interface Route {
  method: string;
  path: string;
  query: string[];
}

/** Every call of the API, from the committed OpenAPI document (openapi.int-spec keeps it equal to the controllers). */
function apiRoutes(): Route[] {
  const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    })),
  );
}

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[] };

/** Every POST and PUT with a JSON body, and the names of the fields its OpenAPI schema declares (nested ones too). */
function jsonBodyFields(): (Route & { fields: Set<string> })[] {
  const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const namesOf = (schema: Schema | undefined, into: Set<string>, seen = new Set<string>()): Set<string> => {
    if (!schema) return into;
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return into;
      seen.add(schema.$ref);
      return namesOf(document.components?.schemas?.[schema.$ref.split('/').pop()!], into, seen);
    }
    for (const [name, property] of Object.entries(schema.properties ?? {})) namesOf(property, into.add(name), seen);
    for (const part of [schema.items, ...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) namesOf(part, into, seen);
    return into;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      return schema && (method === 'post' || method === 'put') ? [{ method: method.toUpperCase(), path, query: [], fields: namesOf(schema, new Set()) }] : [];
    }),
  );
}

/** Every field that holds money, in dollars. */
const MONEY_FIELDS = ['amount', 'redeemAmount', 'dailyCap'];
/** Every field that multiplies money: how many cards, for how many people, at what percent off. */
const MULTIPLIER_FIELDS = ['count', 'recipients', 'discount'];
const MAX_DOLLARS = MAX_MONEY_CENTS / 100;
/** The money bound, a cent past it, the 32-bit columns' limit in dollars (a number and a text), past it, and absurd. */
const MONEY_BOUNDARIES: unknown[] = [MAX_DOLLARS, MAX_DOLLARS + 0.01, -MAX_DOLLARS, 21_474_836.47, '21474836.47', 21_474_836.48, 2 ** 31 - 1, 1e21];
/** Counts and percentages at and past every limit: a batch's most cards, one more, 32-bit and beyond. */
const MULTIPLIER_BOUNDARIES: unknown[] = [100, 101, 500, 501, 2 ** 31 - 1, 2 ** 31, 1e21, MAX_DOLLARS];
/** Recipients lists: the most a batch holds (each card the business's $100,000 one: past the bound in all), and one more. */
const recipientsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Person ${i}`, email: `person${i}@example.com` }));

/** The body fields of the API's forms, so generated bodies reach the rules behind the first missing field. */
const FIELDS = [
  'email', 'password', 'otp', 'token', 'name', 'phone', 'restaurantName', 'restaurantAddress', 'businessSlug', 'currentPassword', 'newPassword',
  'giftCardName', 'giftCardTag', 'description', 'amount', 'discount', 'expirationDate', 'id', 'sourceId', 'idempotencyKey', 'purchaseType',
  'selfInfo', 'giftInfo', 'orderId', 'paymentDetails', 'uniqueCode', 'qrUniqueCode', 'qrCode', 'redeemAmount', 'status', 'notes', 'page',
  // No squareAccessToken: saved with an application id, it would send the business's checkouts to Square's real hosts.
  'squareApplicationId', 'squareLocationId', 'squareWebhookSignatureKey', 'businessName', 'timeZone',
  // Holder verification at the counter (decision 0073).
  'channel', 'purpose', 'pin', 'confirmationCode', 'change',
  // Two-step sign-in and the super admin's sign-in policy (decision 0072).
  'challenge', 'code', 'ownersNeedTwoStep',
];

/** The fields that hold amounts, counts, codes and dates, which the stores keep in fixed-size columns. */
const NUMBER_FIELDS = ['amount', 'redeemAmount', 'discount', 'page', 'otp', 'phone', 'expirationDate', 'id', 'orderId', 'paymentDetails', 'pin', 'confirmationCode'];

/** Texts that have broken parsers before: NUL, lone surrogates, right-to-left marks, prototype names, numbers past 32 bits, huge ones. */
const NASTY_TEXTS = [
  '', ' ', '\0', 'a\u0000b', '%00', '💳🎁👩‍👩‍👧', '\u202eevil', String.fromCharCode(0xd800), 'e\u0301', '__proto__', 'constructor', 'prototype', 'toString',
  '../../etc/passwd', "' or 1=1 --", 'null', 'NaN', '-1', '1e309', '0x10', '21474836.48', '999999999.99', '99999999999999999999',
  '2026-02-30', '9999-12-31', 'x'.repeat(5_000),
];

function valueOf(known: string[]): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    fc.constantFrom(...NASTY_TEXTS, ...known),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.constantFrom(-1, 0, 0.001, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 21_474_836.48, 999_999_999.99),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor'), scalar, { maxKeys: 4 }) },
  );
}

/**
 * A JSON body as text: mostly a well-formed form (the fields' good values) with one or two fields given bad values
 * and a few left out, so each rule behind the first is reached; else any JSON value, a prototype key or deep nesting.
 */
function bodyOf(good: Record<string, unknown>, known: string[]): fc.Arbitrary<string> {
  const value = valueOf(known);
  const form = fc
    .record({
      bad: fc.array(fc.tuple(fc.constantFrom(...FIELDS), value), { minLength: 1, maxLength: 2 }),
      left: fc.subarray(FIELDS, { maxLength: 3 }),
    })
    .map(({ bad, left }) => {
      const body: Record<string, unknown> = { ...good };
      for (const name of left) delete body[name];
      for (const [name, text] of bad) body[name] = text;
      return JSON.stringify(body);
    });
  return fc.oneof(
    { weight: 8, arbitrary: form },
    { weight: 1, arbitrary: value.map((body) => JSON.stringify(body) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true},"email":"a@b.co"}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `{"email":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
        '{"email":"a@b.co"',
        '[1,2',
        `"${'\\u0000'.repeat(10)}"`,
      ),
    },
  );
}

/** A path parameter or query value, percent-encoded (a lone surrogate as the bytes it would be, which are no UTF-8), or a malformed escape. */
const segmentOf = (known: string[]) =>
  fc.oneof(
    fc.constantFrom(...NASTY_TEXTS.filter((text) => text.length < 200), ...known).map((text) => (/[\ud800-\udfff]/u.test(text) ? '%ED%A0%80' : encodeURIComponent(text))),
    fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom('%', '%zz', '%ED%A0%80', '%FF%FE', '%C0%AF'),
  );

function requestOf(route: Route, good: Record<string, unknown>, known: string[]): fc.Arbitrary<{ path: string; body?: string }> {
  const segments = fc.array(segmentOf(known), { minLength: 4, maxLength: 4 });
  // A query parameter may come twice (it then arrives as an array) or not at all.
  const query = fc.array(fc.tuple(fc.constantFrom(...route.query, 'businessSlug'), segmentOf(known)), { maxLength: route.query.length ? 4 : 1 });
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fc.record({ segments, query, body: hasBody ? bodyOf(good, known) : fc.constant(undefined) }).map(({ segments: values, query: pairs, body }) => {
    let n = 0;
    const path = route.path.replace(/\{[^}]+\}/g, () => values[n++] || 'x');
    const search = pairs.map(([name, value]) => `${name}=${value}`).join('&');
    return { path: search ? `${path}?${search}` : path, body };
  });
}

/** Signing out ends the identity the remaining calls run as, and a removed card cannot be bought: those calls go last. */
const endsSomething = (route: Route) => route.path.endsWith('/logout') || route.method === 'DELETE';

describe('every API call answers bad input with a 4xx, never a 5xx (generated requests, signed out, as an admin and as the super admin)', () => {
  let platform: TestPlatform;
  let known: string[];
  let good: Record<string, unknown>;
  let identities: [string, ApiClient][];
  let corporateOrderId: string;

  beforeAll(async () => {
    platform = await startTestPlatform({ SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, TRUSTED_PROXIES: '127.0.0.1' });
    const admin = await createSignedInAdmin(platform, 'Fuzz Bistro');
    const card = (await createGiftCard(admin.api, { amount: '50' })).body.giftCard;
    const bought = await buyGiftCard(platform.url, { businessSlug: admin.businessSlug, giftCardId: card._id });
    const superAdmin = new ApiClient(platform.url);
    superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', SUPER)).body.token;
    // The most a card may be worth, for the batches whose totals multiply it.
    const biggest = (await createGiftCard(admin.api, { amount: '100000', discount: '0' })).body.giftCard;
    corporateOrderId = (await admin.api.post('/api/v1/admin/corporate-orders', { giftCardId: biggest._id, company: 'Fuzz Co', paymentReference: 'FUZZ-1', count: 1 })).body.id;
    // Real values among the generated ones, so requests also get past "not found" to the rules behind it.
    known = [admin.businessSlug, card._id, bought.uniqueCode, bought.orderId, admin.email, 'cnon:card-nonce-ok', 'self', 'gift', '50', '12.5'];
    const person = { name: 'Ann Buyer', email: 'ann@example.com', phone: '(555) 123-4567' };
    good = {
      email: admin.email,
      otp: '123456',
      name: 'Ann Buyer',
      phone: '(555) 123-4567',
      restaurantName: 'Fuzz Bistro',
      businessSlug: admin.businessSlug,
      giftCardName: 'Tea for two',
      giftCardTag: 'Thank You',
      description: 'Tea for two.',
      amount: '50',
      discount: '10',
      expirationDate: `${new Date().getUTCFullYear() + 1}-06-30`,
      id: card._id,
      sourceId: 'cnon:card-nonce-ok',
      idempotencyKey: '0b7cf3c4-32f4-4d4c-9d5c-3f0f1b9a0a11',
      purchaseType: 'self',
      selfInfo: person,
      giftInfo: { recipientName: 'Rita', recipientEmail: 'rita@example.com', message: 'Enjoy', senderName: 'Sam', senderEmail: 'sam@example.com', senderPhone: '5551234567' },
      orderId: bought.orderId,
      uniqueCode: bought.uniqueCode,
      qrUniqueCode: bought.uniqueCode,
      qrCode: bought.uniqueCode,
      redeemAmount: '5',
      channel: 'sms',
      purpose: 'redeem',
      pin: '2468',
      confirmationCode: '123456',
      change: 'pin',
      status: 'approved',
      notes: 'Looks fine',
      giftCardId: biggest._id,
      company: 'Fuzz Co',
      count: 1,
      dailyCap: 5000,
    };
    identities = [
      ['signed out', new ApiClient(platform.url)],
      ['admin', admin.api],
      ['super admin', superAdmin],
    ];
  }, 90_000);

  afterAll(() => platform?.stop());

  it('covers the routes of the OpenAPI document', () => {
    expect(apiRoutes().length).toBeGreaterThan(40);
  });

  it('answers a body nested 5,000 levels deep with a 400 on every JSON route, the webhook included', async () => {
    const deep = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    for (const route of apiRoutes().filter(({ method }) => method !== 'GET' && method !== 'DELETE')) {
      const path = route.path.replace(/\{[^}]+\}/g, known[0]);
      const answer = await fetch(platform.url + path, { method: route.method, headers: { 'content-type': 'application/json' }, body: deep });
      expect({ route: `${route.method} ${path}`, status: answer.status, body: await answer.json() }).toEqual({
        route: `${route.method} ${path}`,
        status: 400,
        body: { statusCode: 400, code: 'HTTP.BODY_TOO_DEEP', message: 'The request body is nested more than 32 levels deep' },
      });
    }
  });

  /** Sends one request as `client`, each from an address of its own (so per-client limits answer few); answers a line for a 5xx. */
  let sent = 0;
  async function fiveHundredOf(who: string, client: ApiClient, method: string, path: string, body?: string): Promise<string | undefined> {
    const headers: Record<string, string> = { 'x-forwarded-for': `10.99.${Math.floor(++sent / 250) % 250}.${(sent % 250) + 1}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (client.cookies.get('gv_csrf')) headers['x-csrf-token'] = client.cookies.get('gv_csrf')!;
    if (client.bearer) headers.authorization = `Bearer ${client.bearer}`;
    const response = await fetch(platform.url + path, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    return response.status >= 500 ? `${who} ${method} ${path} ${body?.slice(0, 300)} → ${response.status} ${text.slice(0, 200)}` : undefined;
  }

  const inOrder = () => apiRoutes().sort((a, b) => Number(endsSomething(a)) - Number(endsSomething(b)));

  it('answers every form with an amount, count, code or date past what a column holds with a 4xx', async () => {
    const failures: string[] = [];
    for (const route of inOrder().filter(({ method }) => method === 'POST' || method === 'PUT')) {
      const [who, client] = route.path.startsWith('/api/superadmin/') ? identities[2] : identities[1];
      const path = route.path.replace(/\{[^}]+\}/g, (name) => (name === '{businessSlug}' ? String(good.businessSlug) : String(good.id)));
      for (const field of NUMBER_FIELDS) {
        for (const value of [2 ** 31, '21474836.48', 1e21]) {
          const failure = await fiveHundredOf(who, client, route.method, path, JSON.stringify({ ...good, [field]: value }));
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every money field and every multiplier of every call at the money bound, a cent past it, the 32-bit limit and huge counts with a 4xx', async () => {
    const failures: string[] = [];
    let reference = 0;
    const routes = jsonBodyFields().filter(({ fields }) => [...MONEY_FIELDS, ...MULTIPLIER_FIELDS].some((field) => fields.has(field)));
    expect(routes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/admin/corporate-orders', 'POST /api/v1/admin/issued-cards/{code}/adjust', 'POST /api/v1/admin/redeem']),
    );
    for (const route of routes) {
      const [who, client] = route.path.startsWith('/api/superadmin/') ? identities[2] : identities[1];
      const path = route.path.replace(/\{[^}]+\}/g, (name) =>
        name === '{businessSlug}' ? String(good.businessSlug) : name === '{code}' ? String(good.uniqueCode) : route.path.includes('corporate-orders') ? corporateOrderId : String(good.id),
      );
      const tries: [string, unknown][] = [
        ...MONEY_FIELDS.filter((field) => route.fields.has(field)).flatMap((field) => MONEY_BOUNDARIES.map((value): [string, unknown] => [field, value])),
        ...MULTIPLIER_FIELDS.filter((field) => route.fields.has(field)).flatMap((field) =>
          field === 'recipients' ? [recipientsOf(500), recipientsOf(501)].map((value): [string, unknown] => [field, value]) : MULTIPLIER_BOUNDARIES.map((value): [string, unknown] => [field, value]),
        ),
      ];
      for (const [field, value] of tries) {
        // A new payment reference each time, so a batch is checked afresh rather than answered as the one before.
        const body = { ...good, paymentReference: `FUZZ-${++reference}`, ...(field === 'recipients' ? { count: undefined } : {}), [field]: value };
        const failure = await fiveHundredOf(who, client, route.method, path, JSON.stringify(body));
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers generated requests to every route with a 4xx', async () => {
    const failures: string[] = [];
    for (const [who, client] of identities) {
      for (const route of inOrder()) {
        await fc.assert(
          fc.asyncProperty(requestOf(route, good, known), async ({ path, body }) => {
            const failure = await fiveHundredOf(who, client, route.method, path, body);
            if (failure) failures.push(failure);
          }),
          { numRuns: 8, seed: 20261124, endOnFailure: true },
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
