import { describeLedgerDiscrepancy, type LedgerAuditResult } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRequestDate } from './format-request-date';
import { TitledCard } from '../../../components/ui/titled-card';
import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './dashboard.messages';

const LISTED = 10;

/** The latest daily ledger audit: when it ran, whether the books agreed, and the first discrepancies if not. */
export function LedgerAuditCard({ result, status }: { result: LedgerAuditResult | null; status: string }) {
  const t = useMessages(dashboardMessages);
  return (
    <TitledCard titleId="ledger-audit-title" title={t('auditTitle')} className="sa-audit">
      <p className="card__subtitle">{t('auditSubtitle')}</p>
      <LedgerAuditBody result={result} status={status} />
    </TitledCard>
  );
}

function LedgerAuditBody({ result, status }: { result: LedgerAuditResult | null; status: string }) {
  const t = useMessages(dashboardMessages);
  if (status === 'error') return <p className="sa-audit__state sa-audit__state--muted">{t('auditFailed')}</p>;
  if (!result) return <Skeleton width={240} height={20} />;
  if (!result.ranAt) return <p className="sa-audit__state sa-audit__state--muted">{t('auditNotRun')}</p>;
  const ranAt = formatRequestDate(result.ranAt);
  if (result.ok) return <p className="sa-audit__state sa-audit__state--ok">{t('auditOk', { ranAt })}</p>;
  return (
    <>
      <p className="sa-audit__state sa-audit__state--failed" role="alert">
        {t('auditFound', { ranAt, count: result.count })}
      </p>
      <ul className="sa-audit__list">
        {result.discrepancies.slice(0, LISTED).map((discrepancy, index) => (
          <li key={index}>
            <code>{describeLedgerDiscrepancy(discrepancy)}</code>
          </li>
        ))}
      </ul>
      {result.count > LISTED && <p className="sa-audit__more">{t('auditMore', { count: result.count - LISTED })}</p>}
    </>
  );
}
