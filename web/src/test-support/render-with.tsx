import type { Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Locale } from '@gv/proto';
import { LocaleProvider } from '../lib/i18n';

/** Renders `ui` under the redux `store` if given, in `locale` if given (else the default language); a rerender keeps both. */
export function renderWith(ui: ReactElement, { locale, store }: { locale?: Locale; store?: Store } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const withStore = store ? <Provider store={store}>{children}</Provider> : children;
    return locale ? <LocaleProvider initial={locale}>{withStore}</LocaleProvider> : withStore;
  };
  return render(ui, { wrapper });
}
