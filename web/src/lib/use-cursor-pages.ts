import { useEffect, useState, type DependencyList } from 'react';

export interface CursorPage<T> {
  items: T[];
  /** What asks for the next page; null on the last. */
  nextCursor: string | null;
}

/**
 * A list a screen reads a page at a time (keyset paging): the first page again whenever `deps` change, the next one on
 * `loadMore`. `items` is null while the first page loads; an answer to an older first page is dropped.
 */
export function useCursorPages<T>(load: (cursor: string | null) => Promise<CursorPage<T>>, deps: DependencyList) {
  const [items, setItems] = useState<T[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setItems(null);
    setError(null);
    load(null).then(
      (page) => current && (setItems(page.items), setNextCursor(page.nextCursor)),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `load` depends on.
  }, deps);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = await load(nextCursor);
      setItems((shown) => [...(shown ?? []), ...page.items]);
      setNextCursor(page.nextCursor);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  return { items, error, hasMore: nextCursor !== null, loadingMore, loadMore };
}
