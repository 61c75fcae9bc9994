import { Link } from 'wouter';
import { BrandedPage } from '../../../components/ui/branded-page';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import './auth-pages.css';

interface AuthScreenProps {
  title: string;
  subtitle: string;
  icon?: IconName;
  /** The link under the card's content, back to signing in or home; `muted` when it is not the way on. */
  back?: { href: string; label: string; muted?: boolean };
  /** Covers the page while the card's request is on its way. */
  busy?: boolean;
  children: ReactNode;
}

/** The frame of the account pages (set, forgot and reset password): logo, theme toggle and a card with its icon and title. */
export function AuthScreen({ title, subtitle, icon = 'key', back, busy = false, children }: AuthScreenProps) {
  return (
    <BrandedPage block="auth-screen" card="auth-card">
      <div className="auth-card__icon">
        <Icon name={icon} size={28} />
      </div>
      <h1 className="auth-card__title">{title}</h1>
      <p className="auth-card__subtitle">{subtitle}</p>
      {children}
      {back && (
        <p className={back.muted ? 'auth-card__footer auth-card__footer--muted' : 'auth-card__footer'}>
          <Link to={back.href}>{back.label}</Link>
        </p>
      )}
      {busy && <LoadingOverlay />}
    </BrandedPage>
  );
}

/** An account page's submit button, across the card; off while `busy`. */
export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--gradient btn--lg btn--block" disabled={busy}>
      {children}
    </button>
  );
}
