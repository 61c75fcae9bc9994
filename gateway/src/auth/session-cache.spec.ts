import { jest } from '@jest/globals';
import type { AdminPrincipal } from '@gv/proto';
import type { Services } from '../http/rpc';
import { SESSION_CACHE_MS, SessionCache } from './session-cache';

const owner: AdminPrincipal = { role: 'Admin', adminId: 'a1', businessSlug: 'bistro', email: 'owner@bistro.test', staffId: 's1', staffRole: 'owner', locationIds: [] };

/** Identity's resolveSession over a set of open sessions, counting the lookups and holding each answer until let go. */
function identity() {
  const open = new Map<string, AdminPrincipal>([['s1', owner]]);
  const waiting: (() => void)[] = [];
  const fake = {
    lookups: 0,
    open,
    hold: false,
    announce: () => {},
    onNotice: (_subject: string, listener: () => void) => {
      fake.announce = listener;
      return () => {};
    },
    release: () => waiting.splice(0).forEach((go) => go()),
    call: async (_pattern: string, { sessionId }: { sessionId: string }) => {
      fake.lookups++;
      const answer = open.get(sessionId) ?? null;
      if (fake.hold) await new Promise<void>((go) => waiting.push(go));
      return answer;
    },
  };
  return fake;
}

describe('sessions answered from the gateway’s memory', () => {
  let fake: ReturnType<typeof identity>;
  let sessions: SessionCache;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'clearTimeout'] });
    fake = identity();
    sessions = new SessionCache(fake as unknown as Services);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks identity again at once when it announces that sessions ended (a person removed or given another role)', async () => {
    expect(await sessions.resolve('s1')).toEqual(owner);
    fake.open.set('s1', { ...owner, staffRole: 'clerk' });
    fake.announce();
    expect(await sessions.resolve('s1')).toMatchObject({ staffRole: 'clerk' });
    expect(fake.lookups).toBe(2);
  });

  it('asks identity once for the calls of a page and the pages of the next moments', async () => {
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(() => sessions.resolve('s1')))).toEqual(Array(6).fill(owner));
    jest.setSystemTime(Date.now() + SESSION_CACHE_MS / 4);
    expect(await sessions.resolve('s1')).toEqual(owner);
    expect(fake.lookups).toBe(1);
  });

  it('never keeps a session identity does not know, so a signed-in one is not mistaken for it later', async () => {
    expect(await sessions.resolve('s2')).toBeNull();
    fake.open.set('s2', owner);
    expect(await sessions.resolve('s2')).toEqual(owner);
    expect(fake.lookups).toBe(2);
  });

  it('asks again in the background in the second half of an answer’s time, and stops answering a session ended elsewhere once its time is up', async () => {
    await sessions.resolve('s1');
    fake.open.delete('s1'); // signed out through another gateway
    jest.setSystemTime(Date.now() + SESSION_CACHE_MS * 0.75);
    expect(await sessions.resolve('s1')).toEqual(owner); // still within its time; the background lookup learns it ended
    expect(fake.lookups).toBe(2);
    expect(await sessions.resolve('s1')).toBeNull();
  });

  it('does not answer from memory past SESSION_CACHE_MS', async () => {
    await sessions.resolve('s1');
    fake.open.delete('s1');
    jest.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect(await sessions.resolve('s1')).toBeNull();
  });

  it('after forgetAll, asks identity anew, and keeps no answer that was on its way before it', async () => {
    await sessions.resolve('s1');
    fake.hold = true;
    sessions.forgetAll();
    const before = sessions.resolve('s1');
    fake.open.delete('s1'); // the sign-out commits while that lookup is on its way
    sessions.forgetAll();
    const after = sessions.resolve('s1');
    fake.release();
    expect(await before).toEqual(owner);
    expect(await after).toBeNull();
    fake.hold = false;
    expect(await sessions.resolve('s1')).toBeNull();
    expect(fake.lookups).toBe(4);
  });
});
