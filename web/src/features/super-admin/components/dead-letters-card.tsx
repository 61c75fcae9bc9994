import { Table, type Column } from '../../../components/ui/table';
import { useLayoutEffect, useRef } from 'react';
import type { DeadLetterView, HealthReport, ServiceOperations } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { formatInstantDateTime } from '../../../lib/format-date';
import type { DeadLetterRef, SuperAdminMessage } from '../super-admin-slice';
import { isReporting } from './service-operations';
import { useMessages } from '../../../lib/i18n';
import { deadLettersMessages } from './dead-letters.messages';

interface DeadLettersCardProps {
  services: (ServiceOperations | HealthReport)[];
  /** The dead letter being retried, if any: one at a time. */
  pending: DeadLetterRef | null;
  message: SuperAdminMessage | null;
  onRetry: (deadLetter: DeadLetterRef) => void;
  onDismissMessage: () => void;
}

type ServiceDeadLetter = DeadLetterView & { service: string };

/** Every service's dead letters, newest first, each with Retry; the answer to the last retry above them. */
export function DeadLettersCard({ services, pending, message, onRetry, onDismissMessage }: DeadLettersCardProps) {
  const t = useMessages(deadLettersMessages);
  const columns: readonly Column[] = [
    t('service'),
    t('consumer'),
    t('eventType'),
    t('error'),
    t('attempts'),
    t('failedAt'),
    { hidden: t('actions') },
  ];
  const reporting = services.filter(isReporting);
  const deadLetters: ServiceDeadLetter[] = reporting
    .flatMap((service) => service.deadLetters.map((deadLetter) => ({ ...deadLetter, service: service.service })))
    .sort((a, b) => b.failedAt.localeCompare(a.failedAt));
  const silent = services.length - reporting.length;

  // The retried row and its button go: focus goes to the answer's heading, not to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (message) heading.current?.focus();
  }, [message]);

  return (
    <section className="card ops-dead-letters" aria-labelledby="dead-letters-title">
      <h2 id="dead-letters-title" className="card__title" tabIndex={-1} ref={heading}>
        {t('title', { count: deadLetters.length })}
      </h2>
      <p className="card__subtitle">{t('subtitle')}</p>
      {message && (
        <AlertBanner key={message.id} tone={message.tone} onDismiss={onDismissMessage} className="ops-dead-letters__message">
          {message.text}
        </AlertBanner>
      )}
      {silent > 0 && <p className="muted small">{t('silent', { count: silent })}</p>}
      {deadLetters.length === 0 ? (
        <p className="ops-dead-letters__empty">{t('none')}</p>
      ) : (
        <Table wrap columns={columns} className="data-table ops-dead-letters__table">
          {deadLetters.map((deadLetter) => {
            const retrying = pending?.service === deadLetter.service && pending.id === deadLetter.id;
            return (
              <tr key={`${deadLetter.service}-${deadLetter.id}`}>
                <td data-label={t('service')}>{deadLetter.service}</td>
                <td data-label={t('consumer')}>{deadLetter.consumer}</td>
                <td data-label={t('eventType')}>
                  <code>{deadLetter.type}</code>
                </td>
                <td data-label={t('error')} className="ops-dead-letters__error">
                  {deadLetter.error}
                </td>
                <td data-label={t('attempts')}>{deadLetter.attempts}</td>
                <td data-label={t('failedAt')} className="nowrap">
                  {formatInstantDateTime(deadLetter.failedAt)}
                </td>
                <td className="data-table__actions">
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    disabled={pending !== null}
                    onClick={() => onRetry({ service: deadLetter.service, id: deadLetter.id })}
                  >
                    {retrying ? (
                      <>
                        <Spinner /> {t('retrying')}
                      </>
                    ) : (
                      t('retry')
                    )}
                  </button>
                </td>
              </tr>
            );
          })}
        </Table>
      )}
    </section>
  );
}
