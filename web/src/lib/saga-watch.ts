import { all, call, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';

/** A slice's action creator: its type, and the guard that narrows an action to it. */
export interface Trigger<A extends Action> {
  type: string;
  match: (action: unknown) => action is A;
}

type Worker<A> = (action: A) => Generator;
type Watcher = () => Generator;

/** `worker` on each `trigger` action; a newer one cancels the one still running (a load, a search). */
export function onLatest<A extends Action>(trigger: Trigger<A>, worker: Worker<A>): Watcher {
  return function* watchLatest() {
    yield takeLatest(trigger.type, worker);
  };
}

/** `worker` on each `trigger` action, one at a time: those that come while it runs are dropped (a save, a payment). */
export function onLeading<A extends Action>(trigger: Trigger<A>, worker: Worker<A>): Watcher {
  return function* watchLeading() {
    yield takeLeading(trigger.type, worker);
  };
}

/** A feature's root saga: its watchers, side by side. */
export function watchAll(...watchers: Watcher[]): Watcher {
  return function* featureSaga() {
    yield all(watchers.map((watcher) => call(watcher)));
  };
}
