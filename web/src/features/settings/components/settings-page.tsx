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
import { Icon } from '../../../components/ui/icon';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { pageMessages } from './settings-page.messages';

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
        <header className="page-header">
          <div>
            <h1 id="settings-title">{t('title')}</h1>
            <p>{t('staffIntro')}</p>
          </div>
        </header>
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
        <div className="empty-state">
          <div className="icon-tile empty-state__icon">
            <Icon name="cloudOff" size={32} />
          </div>
          <p className="empty-state__title">{t('loadFailedTitle')}</p>
          <p className="empty-state__text">{t('loadFailedText')}</p>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(settingsActions.loadProfileRequest())}>
            {t('retry')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="settings" aria-labelledby="settings-title">
      <header className="page-header">
        <div>
          <h1 id="settings-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </header>

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
