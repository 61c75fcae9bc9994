import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TEST_CARD_AT_COUNTER, TEST_CARD_MARK } from '@gv/proto';
import { paths } from '../../config/paths';

export const TEST_MODE_BANNER = 'Test mode — cards bought here have no value';

/** Public pages and the purchase dialog of a business that is not live yet. */
export function TestModeBanner({ children }: { children?: ReactNode }) {
  return (
    <div className="test-mode-banner" role="note">
      <strong>{TEST_MODE_BANNER}</strong>
      {children && <span className="test-mode-banner__hint">{children}</span>}
    </div>
  );
}

/** Every admin page while the business is in test mode. */
export function TestModeBar() {
  return (
    <div className="test-mode-bar" role="note">
      <strong>Test mode:</strong> <Link to={paths.admin.settings.getHref()}>connect Square to start selling</Link>
    </div>
  );
}

/** A card bought in test mode, wherever it is shown; `counter` is the cashier's wording. */
export function TestCardMark({ counter = false }: { counter?: boolean }) {
  return <span className={`test-card-mark${counter ? ' test-card-mark--counter' : ''}`}>{counter ? TEST_CARD_AT_COUNTER : TEST_CARD_MARK}</span>;
}

/** Figures that are a business's test activity. */
export function TestDataBadge() {
  return <span className="test-data-badge">Test data</span>;
}
