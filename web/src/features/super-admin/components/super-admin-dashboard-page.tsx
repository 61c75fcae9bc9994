import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RegistrationRequestView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { CreateAdminForm } from './create-admin-form';
import { LedgerAuditCard } from './ledger-audit-card';
import { RequestModal } from './request-modal';
import { RequestsTable } from './requests-table';
import { PlatformCards, StatsCards } from './stats-cards';
import './super-admin.css';

export function SuperAdminDashboardPage() {
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
    <div className="sa-layout">
      <header className="sa-topbar">
        <div className="sa-topbar__inner">
          <div className="sa-topbar__brand">
            <BrandLogo />
            <span className="super-login__badge">Super admin</span>
          </div>
          <div className="sa-topbar__actions">
            <ThemeToggle />
            <button type="button" className="btn btn--secondary" onClick={() => dispatch(superAdminActions.signOut())}>
              Sign Out
            </button>
          </div>
        </div>
      </header>
      <main className="sa-main" id="main">
        <header className="page-header">
          <div>
            <h1>Super Admin Dashboard</h1>
            <p>Approve businesses and manage their admins.</p>
          </div>
          <button type="button" className="btn btn--ghost" onClick={() => dispatch(superAdminActions.loadDashboard())}>
            ↻ Refresh
          </button>
        </header>

        <StatsCards stats={stats.data} status={stats.status} />
        <PlatformCards platform={stats.platform} status={stats.status} />
        <LedgerAuditCard result={ledgerAudit.result} status={ledgerAudit.status} />

        <div className="sa-grid">
          <section className="card sa-requests-card" aria-labelledby="requests-title">
            <h2 id="requests-title" className="card__title">
              Registration requests
            </h2>
            <p className="card__subtitle">Newest first. Open a request to approve or reject it.</p>
            {update.message && (
              <AlertBanner key={update.message.id} tone={update.message.tone} autoHideMs={3000} onDismiss={() => dispatch(superAdminActions.dismissUpdateMessage())} className="sa-requests-card__message">
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
      </main>
      <RequestModal request={selected} onClose={closeModal} />
    </div>
  );
}
