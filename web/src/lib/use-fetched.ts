import { useEffect, useState, type DependencyList } from 'react';

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
