import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { metricsRegistry } from '@gv/platform';

const ROOT = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Panel {
  title?: string;
  datasource?: { type: string; uid: string };
  targets?: { expr?: string; datasource?: { uid: string } }[];
}
interface Dashboard {
  schemaVersion: number;
  templating: { list: { name: string; type: string; query: string }[] };
  panels: Panel[];
}
const dashboard = JSON.parse(read('deploy/grafana/giftcard-vault.json')) as Dashboard;
const alerts = (parse(read('deploy/prometheus/alerts.yml')) as { groups: { rules: { alert: string; expr: string }[] }[] }).groups.flatMap((group) => group.rules);

/** Every series name a scrape of the platform holds: a histogram is read as its _bucket, _sum and _count series. */
async function exportedSeries(): Promise<Set<string>> {
  const metrics = await metricsRegistry.getMetricsAsJSON();
  // prom-client's typings call `type` a numeric enum; at run time it is the type's name.
  return new Set(metrics.flatMap(({ name, type }) => (String(type) === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name])));
}

const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'offset', 'bool', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers, ranges, grouping label
 * lists, numbers (with duration units) and the names of functions and aggregations are taken out.
 */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')
    .replace(/\{[^}]*\}|\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = new Set<string>();
  for (const [, name, call] of bare.matchAll(/\d+(?:\.\d+)?(?:e[+-]?\d+)?[a-z]*|([a-z_:][\w:]*)(\s*\()?/gi)) {
    if (name && !call && !PROMQL_WORDS.has(name.toLowerCase())) names.add(name);
  }
  return [...names];
}

/** "where: name" for each metric an expression reads that the platform does not export. */
function unknownMetrics(queries: { where: string; expr: string }[], known: Set<string>): string[] {
  return queries.flatMap(({ where, expr }) => metricNames(expr).filter((name) => !known.has(name)).map((name) => `${where}: ${name}`));
}

const panelQueries = () =>
  dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr ?? '' })));

describe('the metric names in a PromQL expression', () => {
  it('are the series it reads, not its functions, labels, strings, ranges or numbers', () => {
    const expr = 'histogram_quantile(0.99, sum by (le, route) (rate(http_server_request_duration_seconds_bucket{status=~"5..", route!="up"}[5m]))) > 1e3 and on (job) up == bool 0 or time() - giftcard_jobs offset 1h > 26 * 3600';
    expect(metricNames(expr).sort()).toEqual(['giftcard_jobs', 'http_server_request_duration_seconds_bucket', 'up']);
  });

  it('name a metric the platform does not export, so a misspelt query fails the check', async () => {
    const known = await exportedSeries();
    expect(unknownMetrics([{ where: 'panel "Errors"', expr: 'sum(rate(http_server_requests_total[5m])) / sum(rate(http_server_request_duration_seconds_count[5m]))' }], known)).toEqual([
      'panel "Errors": http_server_requests_total',
    ]);
  });
});

describe('deploy/grafana/giftcard-vault.json', () => {
  it('asks a Prometheus data source chosen by the ${datasource} variable', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }));
    const elsewhere = dashboard.panels.flatMap((panel) => [panel.datasource, ...(panel.targets ?? []).map((target) => target.datasource)]).filter((source) => source?.uid !== '${datasource}');
    expect(elsewhere).toEqual([]);
  });

  it('gives every panel a title and at least one query', () => {
    const untitled = dashboard.panels.filter((panel) => !panel.title?.trim());
    const empty = dashboard.panels.filter((panel) => !panel.targets?.length || panel.targets.some((target) => !target.expr?.trim()));
    expect(untitled).toEqual([]);
    expect(empty.map((panel) => panel.title)).toEqual([]);
  });

  it('reads only metrics the platform exports', async () => {
    expect(unknownMetrics(panelQueries(), await exportedSeries())).toEqual([]);
  });

  it('shows traffic, errors, checkouts, the event flow, jobs, Square, email and the processes', () => {
    const shown = new Set(panelQueries().flatMap(({ expr }) => metricNames(expr)));
    const expected = [
      'http_server_request_duration_seconds_count',
      'http_server_request_duration_seconds_bucket',
      'giftcard_checkouts_total',
      'giftcard_checkout_duration_seconds_bucket',
      'giftcard_redemptions_total',
      'giftcard_redeemed_cents_total',
      'giftcard_consumer_lag_events',
      'giftcard_outbox_unpublished_events',
      'giftcard_outbox_oldest_unpublished_seconds',
      'giftcard_dead_letters',
      'giftcard_jobs',
      'giftcard_square_request_duration_seconds_count',
      'giftcard_square_request_duration_seconds_bucket',
      'giftcard_emails_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ];
    expect(expected.filter((name) => !shown.has(name))).toEqual([]);
  });
});

describe('deploy/prometheus/alerts.yml', () => {
  it('reads only metrics the platform exports, and the up series Prometheus adds to every target', async () => {
    const known = new Set([...(await exportedSeries()), 'up']);
    expect(unknownMetrics(alerts.map(({ alert, expr }) => ({ where: `alert ${alert}`, expr })), known)).toEqual([]);
  });
});

describe('deploy/README.md', () => {
  it('describes every metric the platform defines in its metrics table', async () => {
    const readme = read('deploy/README.md');
    const defined = (await metricsRegistry.getMetricsAsJSON()).map(({ name }) => name).filter((name) => !/^(process|nodejs)_/.test(name));
    expect(defined.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
