import { JEMALLOC_PATHS, smallHostEnv } from './small-host-settings';

describe("the all-in-one's small-host settings", () => {
  const withJemalloc = (path: string) => path === JEMALLOC_PATHS[1];
  const without = () => false;

  it('preloads jemalloc where the host has it, with two arenas and freed pages given back', () => {
    const env = smallHostEnv({ PATH: '/usr/bin' }, withJemalloc);
    expect(env).toMatchObject({ PATH: '/usr/bin', LD_PRELOAD: JEMALLOC_PATHS[1], MALLOC_CONF: expect.stringContaining('narenas:2') });
    expect(env.MALLOC_ARENA_MAX).toBeUndefined();
  });

  it("holds glibc's allocator to two arenas where there is no jemalloc", () => {
    const env = smallHostEnv({}, without);
    expect(env).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' });
    expect(env.LD_PRELOAD).toBeUndefined();
  });

  it("keeps the user's own variables, and puts their Node flags after these so theirs win", () => {
    const env = smallHostEnv({ LD_PRELOAD: '/opt/my-malloc.so', MALLOC_CONF: 'narenas:8', NODE_OPTIONS: '--max-semi-space-size=64' }, withJemalloc);
    expect(env).toMatchObject({ LD_PRELOAD: '/opt/my-malloc.so', MALLOC_CONF: 'narenas:8' });
    expect(env.NODE_OPTIONS).toBe('--max-semi-space-size=16 --expose-gc --max-semi-space-size=64');
  });
});
