import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { injectFeature, store, type Feature } from './store';

/**
 * `Screen` inside the store's Provider, once `features` (their slices and sagas) are in the store. Loaded with the
 * screens and dialogs that read the store, so a page whose screens keep their own state loads no store library.
 */
export function withStore<P extends object>(Screen: ComponentType<P>, features: Feature[]): ComponentType<P> {
  for (const feature of features) injectFeature(feature);
  return (props: P) => (
    <Provider store={store}>
      <Screen {...props} />
    </Provider>
  );
}
