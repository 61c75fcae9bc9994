import type { ExecutionContext } from '@nestjs/common';
import { firstValueFrom, Observable } from 'rxjs';
import { currentRequestContext, platformEnvSchema } from '@gv/platform';
import { RequestIdInterceptor } from './request-id.interceptor';

const LAST_WEEK = new Date(Date.now() - 7 * 86_400_000).toISOString();

/** The instant a request carrying X-Demo-Time acts at, as the interceptor sets it for the handler: undefined is the real time. */
async function actsAt(env: Record<string, string>, remoteAddress: string, forwardedFor?: string): Promise<string | undefined> {
  const interceptor = new RequestIdInterceptor(platformEnvSchema.parse(env));
  const headers = { 'x-demo-time': LAST_WEEK, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
  // Behind a trusted proxy, Fastify's request.ip is the X-Forwarded-For address.
  const request = { headers, ip: forwardedFor ?? remoteAddress, socket: { remoteAddress } };
  const reply = { header: () => reply };
  const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }) } as unknown as ExecutionContext;
  const handler = { handle: () => new Observable<string | undefined>((subscriber) => subscriber.next(currentRequestContext()?.at)) };
  return firstValueFrom(interceptor.intercept(context, handler) as Observable<string | undefined>);
}

describe('X-Demo-Time', () => {
  it('is believed in a demo run from a client on this host (IPv4, IPv6 or IPv4-mapped loopback)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(await actsAt({ DEMO: '1' }, address)).toBe(LAST_WEEK);
    expect(await actsAt({ DEMO: '1', PUBLIC_URL: 'http://localhost:3000' }, '127.0.0.1')).toBe(LAST_WEEK);
  });

  it('is ignored outside a demo run', async () => {
    expect(await actsAt({}, '127.0.0.1')).toBeUndefined();
  });

  it('is ignored from a client elsewhere, whatever X-Forwarded-For says, even behind a trusted proxy', async () => {
    expect(await actsAt({ DEMO: '1' }, '203.0.113.7')).toBeUndefined();
    expect(await actsAt({ DEMO: '1', TRUSTED_PROXIES: '10.0.0.0/8' }, '10.0.0.2', '127.0.0.1')).toBeUndefined();
    expect(await actsAt({ DEMO: '1' }, '::ffff:10.0.0.2')).toBeUndefined();
  });

  it('is ignored on a public https site, even from this host', async () => {
    expect(await actsAt({ DEMO: '1', PUBLIC_URL: 'https://vault.example.test' }, '127.0.0.1')).toBeUndefined();
  });
});
