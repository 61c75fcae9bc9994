import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import './storefront.css';

/** Public page frame for the buyer-facing screens. */
export function StorefrontShell({ children }: { children: ReactNode }) {
  return (
    <div className="storefront">
      <header className="storefront__header">
        <div className="container storefront__header-inner">
          <BrandLogo />
          <div className="storefront__actions">
            <ThemeToggle />
            <Link to={paths.explore.getHref()} className="btn btn--ghost btn--sm">
              Explore
            </Link>
          </div>
        </div>
      </header>
      <main className="container storefront__main" id="main">
        {children}
      </main>
      <footer className="storefront__footer">
        Powered by <strong>Giftcard Vault</strong>
      </footer>
    </div>
  );
}
