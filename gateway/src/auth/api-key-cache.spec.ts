import { jest } from '@jest/globals';
import { IdentityNotice, type ApiKeyPrincipal } from '@gv/proto';
import type { Services } from '../http/rpc';
import { ApiKeyCache } from './api-key-cache';
import { SESSION_CACHE_MS } from './session-cache';

const till = { keyId: 'k1', businessSlug: 'bistro', scopes: ['cards:read'], requestsPerSecond: 10 } as unknown as ApiKeyPrincipal;

/** Identity's key lookup over a set of live keys, counting the lookups, with the notices a gateway listens to. */
function identity() {
  const live = new Map<string, ApiKeyPrincipal>([['gv_live_till', till]]);
  const listeners = new Map<string, () => void>();
  const fake = {
    lookups: 0,
    live,
    announce: (notice: string) => listeners.get(notice)!(),
    onNotice: (notice: string, listener: () => void) => {
      listeners.set(notice, listener);
      return () => listeners.delete(notice);
    },
    call: async (_pattern: string, { key }: { key: string }) => {
      fake.lookups++;
      return live.get(key) ?? null;
    },
  };
  return fake;
}

describe('integrator API keys answered from the gateway’s memory', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => jest.useRealTimers());

  it('asks identity once for a burst of calls with one key, and again a second later', async () => {
    const fake = identity();
    const keys = new ApiKeyCache(fake as unknown as Services);
    expect(await Promise.all(Array.from({ length: 50 }, () => keys.resolve('gv_live_till')))).toEqual(Array(50).fill(till));
    expect(fake.lookups).toBe(1);
    jest.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
    await keys.resolve('gv_live_till');
    expect(fake.lookups).toBe(2);
  });

  it('refuses a key revoked through another gateway as soon as identity announces it', async () => {
    const fake = identity();
    const keys = new ApiKeyCache(fake as unknown as Services);
    expect(await keys.resolve('gv_live_till')).toEqual(till);
    fake.live.delete('gv_live_till');
    fake.announce(IdentityNotice.apiKeyRevoked);
    expect(await keys.resolve('gv_live_till')).toBeNull();
  });

  it('asks again after a business’s sessions ended (a suspension), and never keeps an unknown key', async () => {
    const fake = identity();
    const keys = new ApiKeyCache(fake as unknown as Services);
    expect(await keys.resolve('gv_live_unknown')).toBeNull();
    fake.live.set('gv_live_unknown', till);
    expect(await keys.resolve('gv_live_unknown')).toEqual(till);
    fake.announce(IdentityNotice.sessionsEnded);
    await keys.resolve('gv_live_unknown');
    expect(fake.lookups).toBe(3);
  });
});
