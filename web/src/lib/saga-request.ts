import { call, put } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { errorMessage } from './api-client';
import { onLatest, type Trigger } from './saga-watch';

type Puts = UnknownAction | UnknownAction[] | void;

interface RequestPlumbing<T> {
  /** The action(s) that store the answer (a slice's `…Success`), if any. */
  success?: (answer: T) => Puts;
  /** The action(s) a failure becomes (a slice's `…Failure`), given the server's message or else `fallback`. */
  failure: (message: string, error: unknown) => Puts;
  /** The message when the server gave none. */
  fallback?: string;
}

/** What a request came to: its answer, or that it failed (its failure already put). */
export type RequestOutcome<T> = { ok: true; answer: T } | { ok: false };

function* putAll(actions: Puts) {
  for (const action of Array.isArray(actions) ? actions : actions ? [actions] : []) yield put(action);
}

/**
 * The request plumbing every saga shares: call the API, put what the answer becomes, or turn the
 * error into a message and put what the failure becomes. The slices' request/success/failure
 * actions set and clear the loading flags. Use as `const outcome = yield* request(…)`.
 */
export function* request<T>(send: () => Promise<T>, plumbing: RequestPlumbing<T>): Generator<unknown, RequestOutcome<T>, unknown> {
  let answer: T;
  try {
    answer = (yield call(send)) as T;
  } catch (error) {
    yield* putAll(plumbing.failure(errorMessage(error, plumbing.fallback ?? ''), error));
    return { ok: false };
  }
  if (plumbing.success) yield* putAll(plumbing.success(answer));
  return { ok: true, answer };
}

/** A form's saga: on each `trigger` (a newer one cancels the one still running), `send` its payload, then put what the answer or failure becomes. */
export function onLatestSend<P, T>(trigger: Trigger<PayloadAction<P>>, send: (payload: P) => Promise<T>, plumbing: RequestPlumbing<T>) {
  return onLatest(trigger, function* sendPayload(action: PayloadAction<P>) {
    yield* request(() => send(action.payload), plumbing);
  });
}
