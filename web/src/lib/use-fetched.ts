import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { errorMessage } from './api-client';

/**
 * What a screen reads on its own (no data to keep in the store): `load` runs again whenever `deps` change; `data` is
 * null while it runs, `error` its failure's message. An answer to an older load is dropped.
 */
export function useFetched<T>(load: () => Promise<T>, deps: DependencyList): { data: T | null; error: string | null } {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    let current = true;
    setState({ data: null, error: null });
    load().then(
      (data) => current && setState({ data, error: null }),
      (failure: Error) => current && setState({ data: null, error: failure.message }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `load` depends on.
  }, deps);
  return state;
}

/**
 * What a screen lists and changes on its own (no data to keep in the store): `load` runs at once, whenever `deps`
 * change and on `reload`, and `data` keeps what was shown until the new answer comes; `error` is the last failure's
 * message (`failure` when the server gave none), or a change's.
 */
export function useReloadable<T>(load: () => Promise<T>, failure: string, deps: DependencyList) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(null);
    } catch (failed) {
      setError(errorMessage(failed, failure));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `load` depends on.
  }, deps);
  useEffect(() => void reload(), [reload]);

  /** Makes a change, then loads again; a refused change shows its message, or `refused` when the server gave none. */
  const change = async (work: () => Promise<unknown>, refused: string) => {
    try {
      await work();
      await reload();
    } catch (failed) {
      setError(errorMessage(failed, refused));
    }
  };
  return { data, error, reload, change };
}
