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
import { useMessages } from '../../../lib/i18n';
import { LanguagePicker } from '../../../components/ui/language-picker';
import { storefrontMessages } from './storefront.messages';

const COPYRIGHT = '©';

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
  const t = useMessages(storefrontMessages);
  const embedded = useEmbedded();
  const main = (
    <main
      className={`container storefront__main${still ? ' storefront__main--still' : ''}${embedded ? ' storefront__main--embedded' : ''}`}
      id="main"
    >
      {notSelling ? (
        <div className="sf-not-selling" role="status">
          <strong>{notSellingMessage(businessName || t('thisBusiness'))}</strong>
          <span>{t('stillUsable')}</span>
        </div>
      ) : (
        testMode && <TestModeBanner>{t('testMode')}</TestModeBanner>
      )}
      {children}
    </main>
  );
  // Framed by the business's own website (/embed/{slug}): the cards and checkout only, none of this site's header or footer.
  if (embedded) return <div className="storefront">{main}</div>;
  return (
    <div className="storefront">
      <a href="#main" className="skip-link">
        {t('skip')}
      </a>
      <header className="storefront__header">
        <div className="container storefront__header-inner">
          <BrandLogo />
          <div className="storefront__actions">
            <ThemeToggle />
            <Link to={paths.explore.getHref()} className="btn btn--ghost btn--sm">
              {t('explore')}
            </Link>
          </div>
        </div>
      </header>
      {main}
      <footer className="storefront__footer">
        <LanguagePicker className="storefront__language" />
        {businessName && (
          <p className="storefront__footer-business">
            {COPYRIGHT} <CurrentYear /> {businessName}
          </p>
        )}
        <p className="storefront__footer-credit">{t.rich('poweredBy', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      </footer>
    </div>
  );
}
