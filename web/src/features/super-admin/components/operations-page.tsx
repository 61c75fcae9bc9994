import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DATE_LOCALES } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { OPERATIONS_REFRESH_MS } from '../super-admin-saga';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { CorporateOrdersCard } from './corporate-orders-card';
import { DeadLettersCard } from './dead-letters-card';
import { LedgerAuditCard } from './ledger-audit-card';
import { ServicesOverview, ServicesSummary } from './service-operations';
import { SuperAdminShell } from './super-admin-shell';
import { currentLocale, useMessages } from '../../../lib/i18n';
import { operationsMessages } from './operations.messages';
import './operations.css';
import { PageHeader } from '../../../components/ui/page-header';

/** Not a word: the refresh button's icon. */
const REFRESH_ICON = '↻';
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(DATE_LOCALES[currentLocale()]);

/** /superadmin/operations: each service's health and backlogs, the dead letters to retry, and the latest ledger audit. */
export function OperationsPage() {
  const t = useMessages(operationsMessages);
  useDocumentMeta({ title: t('metaTitle') });
  const dispatch = useDispatch();
  const { operations, deadLetterRetry } = useSelector(selectSuperAdmin);
  const { answer, status, error, refreshedAt } = operations;

  useEffect(() => {
    dispatch(superAdminActions.openOperations());
    return () => {
      dispatch(superAdminActions.closeOperations());
    };
  }, [dispatch]);

  return (
    <SuperAdminShell>
      <PageHeader title={t('title')} lead={t('intro', { seconds: OPERATIONS_REFRESH_MS / 1000 })}>
        <div className="ops-refresh">
          {refreshedAt && <span className="muted small">{t('updated', { time: timeOf(refreshedAt) })}</span>}
          <button type="button" className="btn btn--ghost" onClick={() => dispatch(superAdminActions.refreshOperations())}>
            {status === 'loading' ? <Spinner /> : <span aria-hidden="true">{REFRESH_ICON}</span>} {t('refresh')}
          </button>
        </div>
      </PageHeader>

      {error && (
        <AlertBanner tone="error" className="ops-error">
          {answer && refreshedAt ? t('staleError', { error, time: timeOf(refreshedAt) }) : error}
        </AlertBanner>
      )}
      {!answer && !error && <Spinner label={t('loading')} />}
      {answer && (
        <div className="ops-sections">
          <ServicesSummary services={answer.services} />
          <DeadLettersCard
            services={answer.services}
            pending={deadLetterRetry.pending}
            message={deadLetterRetry.message}
            onRetry={(deadLetter) => dispatch(superAdminActions.retryDeadLetterRequest(deadLetter))}
            onDismissMessage={() => dispatch(superAdminActions.dismissRetryMessage())}
          />
          <ServicesOverview services={answer.services} />
          <LedgerAuditCard result={answer.ledgerAudit} status={answer.ledgerAudit ? 'ready' : 'error'} />
          <CorporateOrdersCard orders={answer.corporateOrders} />
        </div>
      )}
    </SuperAdminShell>
  );
}
