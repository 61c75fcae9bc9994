import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TwoStepCard } from '../../../components/ui/two-step-card';
import { superAdminApi } from '../api/super-admin-api';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { TitledCard } from '../../../components/ui/titled-card';

/** The super admin's own two-step sign-in, and whether every business owner must use it (off by default). */
export function SignInSecurity() {
  const dispatch = useDispatch();
  const { twoStepEnabled: enabled, ownersNeedTwoStep, error } = useSelector(selectSuperAdmin).signInSecurity;

  useEffect(() => {
    dispatch(superAdminActions.signInSecurityRequest());
  }, [dispatch]);

  return (
    <div className="sa-grid sa-sign-in-security">
      {enabled !== null && (
        <TwoStepCard enabled={enabled} api={superAdminApi.twoStep} onChanged={(on) => dispatch(superAdminActions.twoStepChanged(on))} />
      )}
      <TitledCard titleId="sign-in-policy-title" title="Sign-in policy">
        <p className="card__subtitle">
          When required, an owner without two-step sign-in is asked to set it up right after signing in, before anything else works.
        </p>
        {error && (
          <AlertBanner tone="error" onDismiss={() => dispatch(superAdminActions.dismissSignInSecurityError())}>
            {error}
          </AlertBanner>
        )}
        <label className="sa-policy-toggle">
          <input
            type="checkbox"
            checked={ownersNeedTwoStep ?? false}
            disabled={ownersNeedTwoStep === null}
            onChange={(e) => dispatch(superAdminActions.signInPolicyRequest(e.target.checked))}
          />
          Require two-step sign-in for every business owner
        </label>
      </TitledCard>
    </div>
  );
}
