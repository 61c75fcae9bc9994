import { jest } from '@jest/globals';
import type { Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { metrics } from '@gv/platform';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { GLOBAL_PIPELINE } from '../gateway.module';

/** The reads answered from the gateway's memory: once answered before the framework (decisions 0067, 0069). */
const KEPT_READS = (businessSlug: string, cardId: string) => [
  ...['total-sold', 'total-revenue', 'total-redemption', 'sales-data', 'revenue-by-date', 'list'].map((call) => ({ path: `/api/v1/admin/${call}`, route: `/api/v1/admin/${call}` })),
  { path: `/api/v1/public/giftcards?businessSlug=${businessSlug}&limit=50`, route: '/api/v1/public/giftcards' },
  { path: `/api/v1/admin/details/${cardId}`, route: '/api/v1/admin/details/:id' },
  { path: `/api/v1/admin/business/${businessSlug}`, route: '/api/v1/admin/business/:businessSlug' },
];

const globals = (token: string) =>
  GLOBAL_PIPELINE.flatMap((provider) => ('provide' in provider && provider.provide === token && 'useClass' in provider ? [provider.useClass as Type] : []));

describe('every request passes the global guards, interceptors and filter', () => {
  let platform: TestPlatform;
  let reads: ReturnType<typeof KEPT_READS>;
  let cookie: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const admin = await createSignedInAdmin(platform, 'Pipeline Pantry');
    const created = await createGiftCard(admin.api, { giftCardName: 'Soup of the day' });
    expect(created.status).toBe(201);
    reads = KEPT_READS(admin.businessSlug, created.body.giftCard._id);
    cookie = [...admin.api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }, 60_000);
  afterAll(() => platform.stop());

  const read = (path: string) => fetch(platform.url + path, { headers: { cookie } });
  const timed = async (route: string) =>
    (await metrics.httpRequestDuration.get()).values.filter((value) => value.metricName?.endsWith('_count') && value.labels.route === route).reduce((sum, value) => sum + value.value, 0);

  it('lists the global guards, interceptors and filter', () => {
    expect([APP_GUARD, APP_INTERCEPTOR, APP_FILTER].map((token) => globals(token).map((type) => type.name))).toEqual([
      ['SameOriginGuard', 'NoNulGuard', 'AccessGuard'],
      ['RequestIdInterceptor'],
      ['ErrorFilter'],
    ]);
  });

  it("runs each global guard and interceptor, and Fastify's hooks, on every kept read, asked again while it is kept", async () => {
    const passes = [...globals(APP_GUARD).map((type) => [type, 'canActivate']), ...globals(APP_INTERCEPTOR).map((type) => [type, 'intercept'])] as const;
    const spies = passes.map(([type, method]) => jest.spyOn(type.prototype as Record<string, () => unknown>, method));
    try {
      for (const { path, route } of reads) {
        expect([path, (await read(path)).status]).toEqual([path, 200]);
        const timedBefore = await timed(route);
        for (const spy of spies) spy.mockClear();
        const kept = await read(path);
        expect([path, kept.status]).toEqual([path, 200]);
        expect([path, spies.map((spy) => spy.mock.calls.length)]).toEqual([path, spies.map(() => 1)]);
        // Fastify's hooks: the request was timed, and carries the API's security headers.
        expect([path, (await timed(route)) - timedBefore]).toEqual([path, 1]);
        expect(kept.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
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
