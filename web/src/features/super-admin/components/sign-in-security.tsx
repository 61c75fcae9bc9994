import { useEffect, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TwoStepCard } from '../../../components/ui/two-step-card';
import { errorMessage } from '../../../lib/api-client';
import { superAdminApi } from '../api/super-admin-api';

/** The super admin's own two-step sign-in, and whether every business owner must use it (off by default). */
export function SignInSecurity() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [ownersNeedTwoStep, setOwnersNeedTwoStep] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([superAdminApi.twoStepStatus(), superAdminApi.signInPolicy()])
      .then(([status, policy]) => {
        if (cancelled) return;
        setEnabled(status.enabled);
        setOwnersNeedTwoStep(policy.ownersNeedTwoStep);
      })
      .catch((failure: unknown) => !cancelled && setError(errorMessage(failure, 'Failed to load the sign-in settings')));
    return () => {
      cancelled = true;
    };
  }, []);

  const setPolicy = async (required: boolean) => {
    setError(null);
    try {
      setOwnersNeedTwoStep((await superAdminApi.setSignInPolicy({ ownersNeedTwoStep: required })).ownersNeedTwoStep);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to save the sign-in policy'));
    }
  };

  return (
    <div className="sa-grid sa-sign-in-security">
      {enabled !== null && <TwoStepCard enabled={enabled} api={superAdminApi.twoStep} onChanged={setEnabled} />}
      <section className="card" aria-labelledby="sign-in-policy-title">
        <h2 id="sign-in-policy-title" className="card__title">
          Sign-in policy
        </h2>
        <p className="card__subtitle">
          When required, an owner without two-step sign-in is asked to set it up right after signing in, before anything else works.
        </p>
        {error && (
          <AlertBanner tone="error" onDismiss={() => setError(null)}>
            {error}
          </AlertBanner>
        )}
        <label className="sa-policy-toggle">
          <input
            type="checkbox"
            checked={ownersNeedTwoStep ?? false}
            disabled={ownersNeedTwoStep === null}
            onChange={(e) => void setPolicy(e.target.checked)}
          />
          Require two-step sign-in for every business owner
        </label>
      </section>
    </div>
  );
}
