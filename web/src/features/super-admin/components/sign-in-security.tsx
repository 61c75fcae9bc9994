import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TwoStepCard } from '../../../components/ui/two-step-card';
import { superAdminApi } from '../api/super-admin-api';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './dashboard.messages';

/** The super admin's own two-step sign-in, and whether every business owner must use it (off by default). */
export function SignInSecurity() {
  const t = useMessages(dashboardMessages);
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
      <TitledCard titleId="sign-in-policy-title" title={t('policyTitle')}>
        <p className="card__subtitle">{t('policySubtitle')}</p>
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
          {t('policyToggle')}
        </label>
      </TitledCard>
    </div>
  );
}
