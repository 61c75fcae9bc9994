import { describeLedgerDiscrepancy, type LedgerAuditResult } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRequestDate } from './format-request-date';
import { TitledCard } from '../../../components/ui/titled-card';

const LISTED = 10;

/** The latest daily ledger audit: when it ran, whether the books agreed, and the first discrepancies if not. */
export function LedgerAuditCard({ result, status }: { result: LedgerAuditResult | null; status: string }) {
  return (
    <TitledCard titleId="ledger-audit-title" title="Ledger audit" className="sa-audit">
      <p className="card__subtitle">Daily: card balances against their ledger, cards against completed Square payments, orders against Square.</p>
      <LedgerAuditBody result={result} status={status} />
    </TitledCard>
  );
}

function LedgerAuditBody({ result, status }: { result: LedgerAuditResult | null; status: string }) {
  if (status === 'error')
    return <p className="sa-audit__state sa-audit__state--muted">The ledger audit could not be loaded. Refresh to try again.</p>;
  if (!result) return <Skeleton width={240} height={20} />;
  if (!result.ranAt)
    return <p className="sa-audit__state sa-audit__state--muted">Not run yet: the first audit runs shortly after the platform starts.</p>;
  const ranAt = formatRequestDate(result.ranAt);
  if (result.ok) return <p className="sa-audit__state sa-audit__state--ok">✓ Last run {ranAt}: every balance, card and payment agrees.</p>;
  return (
    <>
      <p className="sa-audit__state sa-audit__state--failed" role="alert">
        Last run {ranAt}: {result.count} {result.count === 1 ? 'discrepancy' : 'discrepancies'}.
      </p>
      <ul className="sa-audit__list">
        {result.discrepancies.slice(0, LISTED).map((discrepancy, index) => (
          <li key={index}>
            <code>{describeLedgerDiscrepancy(discrepancy)}</code>
          </li>
        ))}
      </ul>
      {result.count > LISTED && <p className="sa-audit__more">… and {result.count - LISTED} more (npm run audit-ledger lists them all).</p>}
    </>
  );
}
