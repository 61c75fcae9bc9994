import type { HealthReport, ServiceOperations } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { useMessages } from '../../../lib/i18n';
import { operationsMessages } from './operations.messages';

type ReportedService = ServiceOperations | HealthReport;

/** A service that answered reports its figures; one that did not stands as its failed health alone. */
export const isReporting = (service: ReportedService): service is ServiceOperations => 'replicas' in service;

/** Whether every service is healthy, else which are not. */
export function ServicesSummary({ services }: { services: ReportedService[] }) {
  const t = useMessages(operationsMessages);
  const failing = services.filter((service) => !service.ok);
  if (failing.length === 0) return <AlertBanner tone="success">{t('allHealthy', { count: services.length })}</AlertBanner>;
  const names = failing.map((service) => service.service).join(', ');
  return <AlertBanner tone="warning">{t('someFailing', { failing: failing.length, total: services.length, names })}</AlertBanner>;
}

/** Each service's health, replicas, outbox backlog, consumer lag and job queues. */
export function ServicesOverview({ services }: { services: ReportedService[] }) {
  const t = useMessages(operationsMessages);
  return (
    <section aria-labelledby="ops-services-title">
      <h2 id="ops-services-title" className="ops-section-title">
        {t('services')}
      </h2>
      <div className="ops-services__grid">
        {services.map((service) => (
          <ServiceCard key={service.service} service={service} />
        ))}
      </div>
    </section>
  );
}

function ServiceCard({ service }: { service: ReportedService }) {
  const t = useMessages(operationsMessages);
  const titleId = `ops-service-${service.service}`;
  return (
    <article className={`card ops-service${service.ok ? '' : ' ops-service--failing'}`} aria-labelledby={titleId}>
      <header className="ops-service__head">
        <h3 id={titleId} className="ops-service__name">
          {service.service}
        </h3>
        <span className={`badge badge--${service.ok ? 'success' : 'danger'}`}>{service.ok ? t('healthy') : t('failing')}</span>
      </header>
      <Checks checks={service.checks} />
      {isReporting(service) ? <Figures service={service} /> : <p className="muted small">{t('noFigures')}</p>}
    </article>
  );
}

function Checks({ checks }: { checks: HealthReport['checks'] }) {
  const t = useMessages(operationsMessages);
  const failing = Object.entries(checks).filter(([, check]) => !check.ok);
  if (failing.length === 0)
    return <p className="ops-service__checks-ok">{t('checksOk', { names: Object.keys(checks).join(', ') || t('noChecks') })}</p>;
  return (
    <ul className="ops-service__failing" aria-label={t('failingChecks')}>
      {failing.map(([name, check]) => (
        <li key={name}>
          <strong>{name}</strong>
          {check.detail && <span>{t('checkDetail', { detail: check.detail })}</span>}
        </li>
      ))}
    </ul>
  );
}

function Figures({ service }: { service: ServiceOperations }) {
  const t = useMessages(operationsMessages);
  const { unpublished, oldestSeconds } = service.outbox;
  return (
    <>
      <dl className="ops-figures">
        <div>
          <dt>{t('replicas')}</dt>
          <dd className={service.replicas === 0 ? 'ops-alarm' : undefined}>{service.replicas}</dd>
        </div>
        <div>
          <dt>{t('outbox')}</dt>
          <dd className={unpublished > 0 ? 'ops-warn' : undefined}>
            {unpublished === 0 ? t('outboxEmpty') : t('outboxBacklog', { count: unpublished, age: formatAge(oldestSeconds) })}
          </dd>
        </div>
      </dl>
      <MiniTable
        caption={t('consumerLag')}
        empty={t('noConsumers')}
        headings={[t('consumer'), t('lag')]}
        tones={['warn']}
        rows={service.consumers.map(({ consumer, lag }) => [consumer, lag])}
      />
      <MiniTable
        caption={t('jobQueues')}
        empty={t('noJobQueues')}
        headings={[t('queue'), t('waiting'), t('active'), t('failed')]}
        tones={[null, null, 'alarm']}
        rows={service.jobs.map(({ queue, waiting, active, failed }) => [queue, waiting, active, failed])}
      />
    </>
  );
}

type Tone = 'warn' | 'alarm' | null;

/** A name per row and its counts; a count above zero stands out in the tone of its column, if it has one. */
function MiniTable({
  caption,
  empty,
  headings,
  tones,
  rows,
}: {
  caption: string;
  empty: string;
  headings: string[];
  tones: Tone[];
  rows: [string, ...number[]][];
}) {
  if (rows.length === 0) return <p className="ops-mini-empty muted small">{empty}</p>;
  return (
    <table className="ops-mini-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading, index) => (
            <th key={heading} scope="col" className={index > 0 ? 'ops-num' : undefined}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...counts]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {counts.map((count, index) => (
              <td key={index} className={count > 0 && tones[index] ? `ops-num ops-${tones[index]}` : 'ops-num'}>
                {count}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Seconds as the largest units that say it: 45 s, 3 min, 2 h 5 min. */
function formatAge(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}
