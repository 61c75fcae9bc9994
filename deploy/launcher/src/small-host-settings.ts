import { existsSync } from 'node:fs';

/**
 * Settings a process takes only when it starts, for a small host (decision 0057): a 16 MB semi-space (V8 otherwise lets
 * the young generation grow to 128 MB on any machine), and `gc` for one compaction once started.
 */
export const SMALL_HOST_FLAGS = ['--max-semi-space-size=16', '--expose-gc'];

/** Where Debian, Ubuntu, Fedora and Alpine put jemalloc (Debian's package: libjemalloc2). */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

/**
 * The allocator's settings. With jemalloc on the host, jemalloc, with two arenas and a background thread that gives
 * pages freed for a second back to the system (glibc keeps what PGlite's compiler, argon2 and sharp once used in
 * fragmented arenas). Without it, glibc held to two arenas, its mmap and trim thresholds fixed at 128 KiB so freed
 * memory at an arena's top is given back.
 */
export function allocatorEnv(exists: (path: string) => boolean = existsSync): Record<string, string> {
  const jemalloc = JEMALLOC_PATHS.find(exists);
  if (jemalloc) return { LD_PRELOAD: jemalloc, MALLOC_CONF: 'narenas:2,background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0' };
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };
}

/** The environment to start again with: the user's own variables over these, their flags (in NODE_OPTIONS) after these. */
export function smallHostEnv(env: NodeJS.ProcessEnv, exists?: (path: string) => boolean): NodeJS.ProcessEnv {
  const nodeOptions = [...SMALL_HOST_FLAGS, env.NODE_OPTIONS].filter(Boolean).join(' ');
  return { ...allocatorEnv(exists), ...env, NODE_OPTIONS: nodeOptions };
}
