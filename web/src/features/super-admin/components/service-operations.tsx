import type { HealthReport, ServiceOperations } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';

type ReportedService = ServiceOperations | HealthReport;

/** A service that answered reports its figures; one that did not stands as its failed health alone. */
export const isReporting = (service: ReportedService): service is ServiceOperations => 'replicas' in service;

/** Whether every service is healthy, else which are not. */
export function ServicesSummary({ services }: { services: ReportedService[] }) {
  const failing = services.filter((service) => !service.ok);
  if (failing.length === 0) return <AlertBanner tone="success">All {services.length} services are healthy.</AlertBanner>;
  return (
    <AlertBanner tone="warning">
      {failing.length} of {services.length} {services.length === 1 ? 'service is' : 'services are'} failing:{' '}
      {failing.map((service) => service.service).join(', ')}.
    </AlertBanner>
  );
}

/** Each service's health, replicas, outbox backlog, consumer lag and job queues. */
export function ServicesOverview({ services }: { services: ReportedService[] }) {
  return (
    <section aria-labelledby="ops-services-title">
      <h2 id="ops-services-title" className="ops-section-title">
        Services
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
  const titleId = `ops-service-${service.service}`;
  return (
    <article className={`card ops-service${service.ok ? '' : ' ops-service--failing'}`} aria-labelledby={titleId}>
      <header className="ops-service__head">
        <h3 id={titleId} className="ops-service__name">
          {service.service}
        </h3>
        <span className={`badge badge--${service.ok ? 'success' : 'danger'}`}>{service.ok ? 'Healthy' : 'Failing'}</span>
      </header>
      <Checks checks={service.checks} />
      {isReporting(service) ? <Figures service={service} /> : <p className="muted small">No figures: the service did not answer.</p>}
    </article>
  );
}

function Checks({ checks }: { checks: HealthReport['checks'] }) {
  const failing = Object.entries(checks).filter(([, check]) => !check.ok);
  if (failing.length === 0) return <p className="ops-service__checks-ok">✓ {Object.keys(checks).join(', ') || 'No checks'}</p>;
  return (
    <ul className="ops-service__failing" aria-label="Failing checks">
      {failing.map(([name, check]) => (
        <li key={name}>
          <strong>{name}</strong>
          {check.detail && <span>: {check.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

function Figures({ service }: { service: ServiceOperations }) {
  const { unpublished, oldestSeconds } = service.outbox;
  return (
    <>
      <dl className="ops-figures">
        <div>
          <dt>Replicas</dt>
          <dd className={service.replicas === 0 ? 'ops-alarm' : undefined}>{service.replicas}</dd>
        </div>
        <div>
          <dt>Outbox</dt>
          <dd className={unpublished > 0 ? 'ops-warn' : undefined}>
            {unpublished === 0 ? 'Empty' : `${unpublished} unpublished, oldest ${formatAge(oldestSeconds)}`}
          </dd>
        </div>
      </dl>
      <MiniTable
        caption="Consumer lag"
        empty="No consumers."
        headings={['Consumer', 'Lag']}
        tones={['warn']}
        rows={service.consumers.map(({ consumer, lag }) => [consumer, lag])}
      />
      <MiniTable
        caption="Job queues"
        empty="No job queues."
        headings={['Queue', 'Waiting', 'Active', 'Failed']}
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
