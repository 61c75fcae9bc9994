import { useSyncExternalStore } from 'react';
import { errorMessage } from './api-client';

/**
 * State a public page's screens share (the storefront's business, list and card; the holder's card), kept outside
 * redux so a buyer's first load carries no store library (decision 0019). Screens read it with `usePageState`; a
 * load started with `request` lands only if no newer one of its kind has started since, as redux-saga's
 * `takeLatest` did: a new search drops an older batch's answer.
 */
export class PageState<S extends object> {
  private readonly listeners = new Set<() => void>();
  private readonly latest = new Map<string, number>();

  constructor(private state: S) {}

  readonly getState = (): S => this.state;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  protected patch(part: Partial<S>) {
    this.state = { ...this.state, ...part };
    for (const listener of this.listeners) listener();
  }

  /** Drops the answer of any `kind` request still on its way. */
  protected forget(kind: string) {
    this.latest.set(kind, (this.latest.get(kind) ?? 0) + 1);
  }

  /** Sends a `kind` request; `answered` or `failed` (with the server's message, else `fallback`) runs if it is still the latest. */
  protected request<T>(
    kind: string,
    send: () => Promise<T>,
    answered: (answer: T) => void,
    failed: (message: string, error: unknown) => void,
    fallback: string,
  ) {
    this.forget(kind);
    const call = this.latest.get(kind);
    const stillLatest = () => this.latest.get(kind) === call;
    send().then(
      (answer) => stillLatest() && answered(answer),
      (error: unknown) => stillLatest() && failed(errorMessage(error, fallback), error),
    );
  }
}

export function usePageState<S extends object>(store: PageState<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
