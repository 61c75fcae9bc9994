import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminUser } from '@gv/proto';
import { paths } from '../../../config/paths';
import './two-step-banner.css';

const DISMISSED_KEY = 'gv_two_step_banner_dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Owners of a live business without two-step sign-in are advised to turn it on; dismissed, it stays away for the browser session. */
export function TwoStepBanner({ user }: { user: AdminUser }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed || user.testMode || user.twoStepEnabled || user.twoStepSetupRequired) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // shown again on the next page load; fine
    }
    setDismissed(true);
  };
  return (
    <div className="two-step-banner" role="status">
      <span>
        <strong>Your business takes real money now.</strong> Protect its account with two-step sign-in: a code from your phone after your password.
      </span>
      <span className="two-step-banner__actions">
        <Link to={paths.admin.settings.getHref()} className="btn btn--primary btn--sm">
          Turn it on
        </Link>
        <button type="button" className="btn btn--ghost btn--sm" onClick={dismiss}>
          Not now
        </button>
      </span>
    </div>
  );
}
