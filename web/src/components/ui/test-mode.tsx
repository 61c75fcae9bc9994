import { useMessages } from '../../lib/i18n';
import { noticesMessages } from './notices.messages';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

/** The banner's English words (its message in noticesMessages). */
export const TEST_MODE_BANNER = noticesMessages.messages.en.testModeBanner;

/** Public pages and the purchase dialog of a business that is not live yet. */
export function TestModeBanner({ children }: { children?: ReactNode }) {
  const t = useMessages(noticesMessages);
  return (
    <div className="test-mode-banner" role="note">
      <strong>{t('testModeBanner')}</strong>
      {children && <span className="test-mode-banner__hint">{children}</span>}
    </div>
  );
}

/** Every admin page while the business is in test mode. */
export function TestModeBar() {
  const t = useMessages(noticesMessages);
  return (
    <div className="test-mode-bar" role="note">
      {t.rich('testModeBar', {
        strong: (chunks) => <strong>{chunks}</strong>,
        link: (chunks) => <Link to={paths.admin.settings.getHref()}>{chunks}</Link>,
      })}
    </div>
  );
}

/** A card bought in test mode, wherever it is shown; `counter` is the cashier's wording. */
export function TestCardMark({ counter = false }: { counter?: boolean }) {
  const t = useMessages(noticesMessages);
  return <span className={`test-card-mark${counter ? ' test-card-mark--counter' : ''}`}>{t(counter ? 'testCardAtCounter' : 'testCardMark')}</span>;
}

/** Figures that are a business's test activity. */
export function TestDataBadge() {
  const t = useMessages(noticesMessages);
  return <span className="test-data-badge">{t('testData')}</span>;
}
