import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { screenTookOver } from '../boot/early-tap';
import { LineIcon } from '../components/ui/line-icon';
import { paths } from '../config/paths';
import { useMessages } from '../lib/i18n';
import { routeErrorMessages } from './route-error.messages';

/** Shown when a screen fails to load (e.g. a chunk went missing after a deploy). */
export function RouteError() {
  useEffect(screenTookOver, []);
  const t = useMessages(routeErrorMessages);
  return (
    <main className="container route-error" id="main">
      <div className="empty-state">
        <div className="icon-tile empty-state__icon">
          {/* Not one of the shared icons: this screen shows when a chunk did not load, with the entry's code alone. */}
          <LineIcon size={32}>
            <path d="M12 3l10 18H2z" />
            <path d="M12 10v4M12 17.5v.5" />
          </LineIcon>
        </div>
        <h1 className="empty-state__title">{t('title')}</h1>
        <p className="empty-state__text">{t('text')}</p>
        <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap', justifyContent: 'center' }}>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
          <a href={paths.home.getHref()} className="btn btn--secondary">
            {t('home')}
          </a>
        </div>
      </div>
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The page the state is about: another page starts without the error. */
  pathname: string;
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps({ pathname }: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return pathname === state.pathname ? null : { failed: false, pathname };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The screens' error boundary: a screen that throws shows RouteError until the visitor goes to another page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ScreenErrorBoundary pathname={useLocation()[0]}>{children}</ScreenErrorBoundary>;
}
