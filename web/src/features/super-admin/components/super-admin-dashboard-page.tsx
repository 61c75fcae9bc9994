import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'wouter';
import type { RegistrationRequestView } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { CreateAdminForm } from './create-admin-form';
import { LedgerAuditCard } from './ledger-audit-card';
import { RequestModal } from './request-modal';
import { RequestsTable } from './requests-table';
import { SignInSecurity } from './sign-in-security';
import { PlatformCards, StatsCards } from './stats-cards';
import { SuperAdminShell } from './super-admin-shell';
import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './dashboard.messages';
import { PageHeader } from '../../../components/ui/page-header';

export function SuperAdminDashboardPage() {
  const t = useMessages(dashboardMessages);
  const dispatch = useDispatch();
  const { stats, requests, update, ledgerAudit } = useSelector(selectSuperAdmin);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = requests.items.find((r) => r._id === selectedId) ?? null;

  useEffect(() => {
    dispatch(superAdminActions.loadDashboard());
  }, [dispatch]);

  const closeModal = useCallback(() => setSelectedId(null), []);

  // A successful status update closes the modal.
  useEffect(() => {
    if (update.updated > 0) setSelectedId(null);
  }, [update.updated]);

  return (
    <SuperAdminShell>
      <PageHeader title={t('title')} lead={t('subtitle')}>
        <button type="button" className="btn btn--ghost" onClick={() => dispatch(superAdminActions.loadDashboard())}>
          {t('refresh')}
        </button>
      </PageHeader>

      <StatsCards stats={stats.data} status={stats.status} />
      <PlatformCards platform={stats.platform} status={stats.status} />
      <p className="sa-businesses-link">
        <Link to={paths.superAdmin.businesses.getHref()}>{t('businessesLink')}</Link>
      </p>
      <LedgerAuditCard result={ledgerAudit.result} status={ledgerAudit.status} />

      <div className="sa-grid">
        <section className="card sa-requests-card" aria-labelledby="requests-title">
          <h2 id="requests-title" className="card__title">
            {t('requestsTitle')}
          </h2>
          <p className="card__subtitle">{t('requestsSubtitle')}</p>
          {update.message && (
            <AlertBanner
              key={update.message.id}
              tone={update.message.tone}
              autoHideMs={3000}
              onDismiss={() => dispatch(superAdminActions.dismissUpdateMessage())}
              className="sa-requests-card__message"
            >
              {update.message.text}
            </AlertBanner>
          )}
          <RequestsTable
            items={requests.items}
            status={requests.status}
            onView={(request: RegistrationRequestView) => setSelectedId(request._id)}
            onRetry={() => dispatch(superAdminActions.loadDashboard())}
          />
        </section>
        <CreateAdminForm />
      </div>
      <SignInSecurity />
      <RequestModal request={selected} onClose={closeModal} />
    </SuperAdminShell>
  );
}
