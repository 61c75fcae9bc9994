import { useEffect, useState } from 'react';

/** Spec §4/§9: the loader's progress grows by a random amount up to 10 every 150 ms until 100. */
export const LOADER_TICK_MS = 150;
const MAX_STEP = 10;

/** Fake loading progress 0-100; starts over whenever `runKey` changes, stays at 100 when `runKey` is null. */
export function useFakeProgress(runKey: string | null): number {
  const [state, setState] = useState({ key: runKey, progress: runKey === null ? 100 : 0 });
  // A new key restarts at 0 within the same render, so a finished bar never flashes.
  const current = state.key === runKey ? state : { key: runKey, progress: runKey === null ? 100 : 0 };
  if (current !== state) setState(current);

  useEffect(() => {
    if (runKey === null) return;
    const timer = window.setInterval(() => {
      setState((s) => {
        if (s.key !== runKey || s.progress >= 100) return s;
        const next = Math.min(100, s.progress + Math.max(1, Math.round(Math.random() * MAX_STEP)));
        return { key: runKey, progress: next };
      });
    }, LOADER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [runKey]);

  return current.progress;
}
