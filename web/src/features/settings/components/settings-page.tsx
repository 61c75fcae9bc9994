import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Skeleton } from '../../../components/ui/skeleton';
import { selectAccess } from '../../../lib/session';
import { mayDo } from '../../../lib/staff-access';
import { selectSettings, settingsActions } from '../settings-slice';
import { AdminTwoStepCard } from './admin-two-step-card';
import { BusinessProfileCard } from './business-profile-card';
import { ChangePasswordCard } from './change-password-card';
import { GoLiveCard } from './go-live-card';
import { SquareCredentialsCard } from './square-credentials-card';
import { SellOnWebsiteCard } from './sell-on-website-card';
import { SquarePosCard } from './square-pos-card';
import './settings-page.css';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { pageMessages } from './settings-page.messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function SettingsPage() {
  const dispatch = useDispatch();
  const { profile } = useSelector(selectSettings);
  const access = useSelector(selectAccess);
  const data = profile.data;
  const t = useMessages(pageMessages);

  useEffect(() => {
    dispatch(settingsActions.loadProfileRequest());
  }, [dispatch]);

  // A manager's or clerk's settings are their own account's; the business's are the owner's (decision 0077).
  if (access && !mayDo(access.role, 'businessSettings')) {
    return (
      <section className="settings" aria-labelledby="settings-title">
        <PageHeader titleId="settings-title" title={t('title')} lead={t('staffIntro')} />
        <div className="settings__side settings__side--alone">
          <ChangePasswordCard />
          <AdminTwoStepCard />
        </div>
      </section>
    );
  }

  if (profile.status === 'error' && !data) {
    return (
      <section className="settings">
        <header className="page-header">
          <h1>{t('title')}</h1>
        </header>
        <EmptyState icon="cloudOff" title={t('loadFailedTitle')} text={t('loadFailedText')}>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(settingsActions.loadProfileRequest())}>
            {t('retry')}
          </button>
        </EmptyState>
      </section>
    );
  }

  return (
    <section className="settings" aria-labelledby="settings-title">
      <PageHeader titleId="settings-title" title={t('title')} lead={t('intro')} />

      <div className="settings__grid">
        <div className="settings__business">
          {data ? (
            <>
              <BusinessProfileCard user={data} />
              <SquareCredentialsCard user={data} />
            </>
          ) : (
            <SettingsSkeleton />
          )}
        </div>

        <div className="settings__side">
          {data && <GoLiveCard user={data} />}
          {data && <SquarePosCard user={data} />}
          {data && <SellOnWebsiteCard user={data} />}
          <ChangePasswordCard />
          <AdminTwoStepCard />
        </div>
      </div>
    </section>
  );
}

function SettingsSkeleton() {
  const t = useMessages(pageMessages);
  return (
    <>
      <TitledCard titleId="profile-title" title={t('businessProfile')} className="settings-card">
        <div className="settings-skeleton" aria-busy="true" aria-label={t('loadingProfile')}>
          <Skeleton width={88} height={88} radius={18} />
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      </TitledCard>
      <TitledCard titleId="payments-title" title={t('paymentConfiguration')} className="settings-card">
        <div className="settings-skeleton" aria-hidden="true">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      </TitledCard>
    </>
  );
}
