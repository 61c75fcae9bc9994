import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { notSellingMessage } from '@gv/proto';
import { paths } from '../../../config/paths';
import { useEmbedded } from '../../../lib/embedded-checkout';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { CurrentYear } from '../../../components/ui/current-year';
import { TestModeBanner } from '../../../components/ui/test-mode';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import './storefront.css';

/**
 * Public page frame for the buyer-facing screens; the footer names the business when there is one.
 * `still`: the content came with the page, so it shows at once, without entrance effects (a fading
 * heading or picture counts as painted only once the fade ends).
 */
export function StorefrontShell({
  children,
  businessName,
  still = false,
  testMode = false,
  notSelling = false,
}: {
  children: ReactNode;
  businessName?: string | null;
  still?: boolean;
  /** The business is not live: cards bought here are test cards. */
  testMode?: boolean;
  /** The business is suspended: nothing can be bought here (the cards it sold still can be used). */
  notSelling?: boolean;
}) {
  const embedded = useEmbedded();
  const main = (
    <main
      className={`container storefront__main${still ? ' storefront__main--still' : ''}${embedded ? ' storefront__main--embedded' : ''}`}
      id="main"
    >
      {notSelling ? (
        <div className="sf-not-selling" role="status">
          <strong>{notSellingMessage(businessName || 'This business')}</strong>
          <span>Gift cards it already sold can still be used.</span>
        </div>
      ) : (
        testMode && <TestModeBanner>The business is trying its gift cards out: nothing is charged.</TestModeBanner>
      )}
      {children}
    </main>
  );
  // Framed by the business's own website (/embed/{slug}): the cards and checkout only, none of this site's header or footer.
  if (embedded) return <div className="storefront">{main}</div>;
  return (
    <div className="storefront">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
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
      {main}
      <footer className="storefront__footer">
        {businessName && (
          <p className="storefront__footer-business">
            © <CurrentYear /> {businessName}
          </p>
        )}
        <p className="storefront__footer-credit">
          Powered by <strong>Giftcard Vault</strong>
        </p>
      </footer>
    </div>
  );
}
