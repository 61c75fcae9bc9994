import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import type { Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError, metrics } from '@gv/platform';
import { createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { holdTheClock } from '../../../test/held-clock';
import { createGateway } from '../bootstrap-gateway';
import { GLOBAL_PIPELINE } from '../gateway.module';
import { FAST_PATH_RUNS } from './fast-path';
import { NoNulGuard } from './no-nul.guard';
import { PublicCacheInterceptor } from './public-cache.interceptor';

/** The reads answered from the gateway's memory: once answered before the framework (decisions 0067, 0069); the public ones on the fast path. */
const KEPT_READS = (businessSlug: string, cardId: string) => [
  ...['total-sold', 'total-revenue', 'total-redemption', 'sales-data', 'revenue-by-date', 'list'].map((call) => ({
    path: `/api/v1/admin/${call}`,
    route: `/api/v1/admin/${call}`,
    fast: false,
  })),
  { path: `/api/v1/public/giftcards?businessSlug=${businessSlug}&limit=50`, route: '/api/v1/public/giftcards', fast: true },
  { path: `/api/v1/admin/details/${cardId}`, route: '/api/v1/admin/details/:id', fast: true },
  { path: `/api/v1/admin/business/${businessSlug}`, route: '/api/v1/admin/business/:businessSlug', fast: true },
];

const globals = (token: string) =>
  GLOBAL_PIPELINE.flatMap((provider) =>
    'provide' in provider && provider.provide === token && 'useExisting' in provider ? [provider.useExisting as Type] : [],
  );

/** Each global guard's and interceptor's plain method, the one both its Nest method and the fast path call. */
const plainMethods = () =>
  [...globals(APP_GUARD), ...globals(APP_INTERCEPTOR)].map(
    (type) => [type, FAST_PATH_RUNS.find((step) => step.type === type)?.plain ?? 'none'] as const,
  );
/** What Nest calls of each global guard and interceptor. */
const nestMethods = () => [
  ...globals(APP_GUARD).map((type) => [type, 'canActivate'] as const),
  ...globals(APP_INTERCEPTOR).map((type) => [type, 'intercept'] as const),
];
const spyOn = (type: Type, method: string) => jest.spyOn(type.prototype as Record<string, () => unknown>, method);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as sent and answered on the wire: the body's bytes as they came (compressed or not), every header. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** An answer as compared across the two paths: everything but the moment it was sent. */
const compared = ({ status, headers: { date: _date, ...headers }, body }: RawAnswer) => ({ status, headers, body: body.toString('base64') });

describe('every request passes the global guards, interceptors and filter', () => {
  let platform: TestPlatform;
  /** A second gateway on the same platform, with GATEWAY_FAST_PATH=0: every kept read through Nest. */
  let throughNest: NestFastifyApplication;
  let throughNestUrl: string;
  let reads: ReturnType<typeof KEPT_READS>;
  let cookie: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const admin = await createSignedInAdmin(platform, 'Pipeline Pantry');
    const created = await createGiftCard(admin.api, { giftCardName: 'Soup of the day' });
    expect(created.status).toBe(201);
    // A list over the compression threshold, so the fast path's encodings are compared too.
    for (const giftCardName of ['Bread basket', 'Cheese board']) {
      expect((await createGiftCard(admin.api, { giftCardName, description: `${giftCardName}, baked this morning. `.repeat(20) })).status).toBe(201);
    }
    reads = KEPT_READS(admin.businessSlug, created.body.giftCard._id);
    cookie = [...admin.api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const { runtime } = platform.app;
    throughNest = await createGateway({ ...runtime, config: { ...runtime.config, GATEWAY_FAST_PATH: '0' } });
    await throughNest.listen(0, '127.0.0.1');
    throughNestUrl = `http://127.0.0.1:${(throughNest.getHttpServer().address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await throughNest.close();
    await platform.stop();
  });

  /**
   * The caches' clock (Date.now) stands still from here on, while timers and the event loop run as usual: a kept answer
   * stays fresh however slow the host is, so a read the fast path may answer is answered there.
   */
  beforeEach(holdTheClock);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const read = (path: string) => fetch(platform.url + path, { headers: { cookie } });
  const timed = async (route: string) =>
    (await metrics.httpRequestDuration.get()).values
      .filter((value) => value.metricName?.endsWith('_count') && value.labels.route === route)
      .reduce((sum, value) => sum + value.value, 0);
  const publicReads = () => reads.filter((kept) => kept.fast).map((kept) => kept.path);

  it('lists the global guards, interceptors and filter', () => {
    expect([APP_GUARD, APP_INTERCEPTOR, APP_FILTER].map((token) => globals(token).map((type) => type.name))).toEqual([
      ['SameOriginGuard', 'NoNulGuard', 'AccessGuard'],
      ['RequestIdInterceptor'],
      ['ErrorFilter'],
    ]);
  });

  it('applies every global guard, interceptor and filter on the fast path, in their order: the guards and interceptors by their plain method', () => {
    expect(FAST_PATH_RUNS.map(({ type }) => type)).toEqual([...globals(APP_GUARD), ...globals(APP_INTERCEPTOR), ...globals(APP_FILTER)]);
    expect(FAST_PATH_RUNS.map(({ type, plain }) => [type.name, plain !== undefined])).toEqual([
      ...[...globals(APP_GUARD), ...globals(APP_INTERCEPTOR)].map((type) => [type.name, true]),
      ...globals(APP_FILTER).map((type) => [type.name, false]),
    ]);
  });

  it("runs each global guard and interceptor, and Fastify's hooks, on every kept read, asked again while it is kept: the public ones on the fast path", async () => {
    const plain = plainMethods().map(([type, method]) => spyOn(type, method));
    const nest = nestMethods().map(([type, method]) => spyOn(type, method));
    for (const { path, route, fast } of reads) {
      expect([path, (await read(path)).status]).toEqual([path, 200]);
      const timedBefore = await timed(route);
      for (const spy of [...plain, ...nest]) spy.mockClear();
      const kept = await read(path);
      expect([path, kept.status]).toEqual([path, 200]);
      expect([path, plain.map((spy) => spy.mock.calls.length)]).toEqual([path, plain.map(() => 1)]);
      expect([path, nest.map((spy) => spy.mock.calls.length)]).toEqual([path, nest.map(() => (fast ? 0 : 1))]);
      // Fastify's hooks: the request was timed, and carries the API's security headers.
      expect([path, (await timed(route)) - timedBefore]).toEqual([path, 1]);
      expect(kept.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('answers a kept public read on the fast path with the status, bytes and headers Nest answers with GATEWAY_FAST_PATH=0', async () => {
    const plain = plainMethods().map(([type, method]) => spyOn(type, method));
    const cached = spyOn(PublicCacheInterceptor, 'intercept');
    // As no client, a plain one, browsers and a weighted list (compressed by @fastify/compress) ask.
    for (const acceptEncoding of ['', 'gzip', 'gzip, deflate, br, zstd', 'br;q=0.5, gzip;q=1']) {
      const headers = { 'x-request-id': 'compared', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) };
      for (const path of publicReads()) {
        const label = `${path} (${acceptEncoding || 'no accept-encoding'})`;
        await Promise.all([rawGet(platform.url + path, headers), rawGet(throughNestUrl + path, headers)]);
        for (const spy of [...plain, cached]) spy.mockClear();
        const fast = await rawGet(platform.url + path, headers);
        expect([label, plain.map((spy) => spy.mock.calls.length), cached.mock.calls.length]).toEqual([label, plain.map(() => 1), 0]);
        cached.mockClear();
        const nest = await rawGet(throughNestUrl + path, headers);
        expect([label, cached.mock.calls.length]).toEqual([label, 1]);
        expect([label, compared(fast)]).toEqual([label, compared(nest)]);
        expect([label, fast.status, fast.headers['x-request-id']]).toEqual([label, 200, 'compared']);
      }
    }
  });

  it('leaves a kept public read that a guard or interceptor refuses to Nest, which answers it as with GATEWAY_FAST_PATH=0', async () => {
    const refusedByBoth = async (path: string, headers: Record<string, string>) => {
      const [fast, nest] = [await rawGet(platform.url + path, headers), await rawGet(throughNestUrl + path, headers)];
      expect([path, compared(fast)]).toEqual([path, compared(nest)]);
      return { status: fast.status, body: JSON.parse(fast.body.toString()) as unknown };
    };
    for (const path of publicReads()) {
      await Promise.all([rawGet(platform.url + path, {}), rawGet(throughNestUrl + path, {})]);
      // A URL with a NUL, answered and kept while NoNulGuard let everything in: kept, it is still refused.
      const withNul = `${path}${path.includes('?') ? '&' : '?'}note=%00`;
      const letIn = spyOn(NoNulGuard, 'check').mockImplementation(() => undefined);
      expect((await Promise.all([rawGet(platform.url + withNul, {}), rawGet(throughNestUrl + withNul, {})])).map(({ status }) => status)).toEqual([
        200, 200,
      ]);
      letIn.mockRestore();
      expect(await refusedByBoth(withNul, { 'x-request-id': 'nul' })).toEqual({
        status: 400,
        body: { statusCode: 400, code: 'HTTP.NUL_CHARACTER', message: 'The request contains a character that is not allowed' },
      });
      // Reads are safe: another site's page may read the public list (SameOriginGuard refuses its writes), on both paths alike.
      expect((await refusedByBoth(path, { 'x-request-id': 'elsewhere', origin: 'https://elsewhere.example' })).status).toBe(200);
      for (const [type, method] of plainMethods()) {
        const refusal = spyOn(type, method).mockImplementation(() => {
          throw new DomainError('HTTP.CROSS_ORIGIN', 'Requests from other sites are not accepted');
        });
        expect([type.name, await refusedByBoth(path, { 'x-request-id': 'refused' })]).toEqual([
          type.name,
          { status: 403, body: { statusCode: 403, code: 'HTTP.CROSS_ORIGIN', message: 'Requests from other sites are not accepted' } },
        ]);
        refusal.mockRestore();
      }
    }
  });

  it("answers a kept read a global guard refuses with the error filter's answer", async () => {
    for (const { path } of reads) {
      const refused = await read(`${path}${path.includes('?') ? '&' : '?'}note=%00`);
      expect([path, refused.status, await refused.json()]).toEqual([
        path,
        400,
        { statusCode: 400, code: 'HTTP.NUL_CHARACTER', message: 'The request contains a character that is not allowed' },
      ]);
    }
  });
});
