import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminUser } from '@gv/proto';
import { paths } from '../../../config/paths';
import { readStoredFlag, storeFlag } from '../../../lib/stored-flag';
import { useMessages } from '../../../lib/i18n';
import { pageMessages } from './settings-page.messages';
import './two-step-banner.css';

const DISMISSED_KEY = 'gv_two_step_banner_dismissed';

/** Owners of a live business without two-step sign-in are advised to turn it on; dismissed, it stays away for the browser session. */
export function TwoStepBanner({ user }: { user: AdminUser }) {
  const [dismissed, setDismissed] = useState(() => readStoredFlag('sessionStorage', DISMISSED_KEY));
  const t = useMessages(pageMessages);
  if (dismissed || user.testMode || user.twoStepEnabled || user.twoStepSetupRequired) return null;
  const dismiss = () => {
    storeFlag('sessionStorage', DISMISSED_KEY, true);
    setDismissed(true);
  };
  return (
    <div className="two-step-banner" role="status">
      <span>
        <strong>{t('bannerLead')}</strong> {t('bannerText')}
      </span>
      <span className="two-step-banner__actions">
        <Link to={paths.admin.settings.getHref()} className="btn btn--primary btn--sm">
          {t('turnOn')}
        </Link>
        <button type="button" className="btn btn--ghost btn--sm" onClick={dismiss}>
          {t('notNow')}
        </button>
      </span>
    </div>
  );
}
