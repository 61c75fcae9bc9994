import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';

/**
 * For specs: the store as the app holds it once a screen brought `feature` (its slice, its sagas running), so a spec
 * dispatches what the screen dispatches and reads the slice's state back.
 */
export function specStore<State>(feature: { slice: { name: string; reducer: Reducer<State> }; sagas: Saga[] }) {
  const { slice, sagas } = feature;
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [slice.name]: slice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  for (const saga of sagas) sagaMiddleware.run(saga);
  return { dispatch: store.dispatch, state: () => (store.getState() as Record<string, State>)[slice.name] };
}

/** For specs: resolves once the answers already given have reached the store. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
