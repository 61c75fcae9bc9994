import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const ROOT = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const alerts = (parse(read('deploy/prometheus/alerts.yml')) as { groups: { rules: AlertRule[] }[] }).groups.flatMap((group) => group.rules);

/** Runs promtool from the repository's root; throws with its whole output when it refuses, or when it is not installed. */
function promtool(...args: string[]): string {
  const run = spawnSync('promtool', args, { cwd: ROOT, encoding: 'utf8' });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error('promtool is not installed: apt-get install -y --no-install-recommends prometheus (bash test/ensure-engines.sh does it as root)');
  }
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`promtool ${args.join(' ')} exited ${run.status}:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** The anchors GitHub gives the headings of a Markdown file: lower case, punctuation dropped, spaces as dashes. */
function headingAnchors(markdown: string): Set<string> {
  const headings = markdown.split('\n').filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => line.replace(/^#+ /, '').trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-')));
}

describe('deploy/prometheus', () => {
  it('holds alerting rules promtool accepts', () => {
    expect(promtool('check', 'rules', 'deploy/prometheus/alerts.yml')).toContain(`SUCCESS: ${alerts.length} rules found`);
  });

  it('fires every alert when it should and keeps it silent on its near miss (alerts.test.yml)', () => {
    expect(promtool('test', 'rules', 'deploy/prometheus/alerts.test.yml')).toContain('SUCCESS');
  });

  it('gives an example scrape configuration promtool accepts, with the alerts as its rules', () => {
    expect(promtool('check', 'config', 'deploy/prometheus/prometheus.yml')).toContain('SUCCESS: 1 rule files found');
  });

  it('tests each alert firing', () => {
    const tests = (parse(read('deploy/prometheus/alerts.test.yml')) as { tests: { alert_rule_test: { alertname: string; exp_alerts?: unknown[] }[] }[] }).tests;
    const fired = new Set(tests.flatMap((test) => test.alert_rule_test.filter((check) => check.exp_alerts?.length).map((check) => check.alertname)));
    expect(alerts.map((rule) => rule.alert).filter((name) => !fired.has(name))).toEqual([]);
  });

  it('gives each alert a severity, a summary, a description and a runbook section in deploy/README.md', () => {
    const anchors = headingAnchors(read('deploy/README.md'));
    const problems = alerts.flatMap((rule) => {
      const found: string[] = [];
      if (!rule.for) found.push(`${rule.alert} has no for`);
      if (!['critical', 'warning'].includes(rule.labels?.severity ?? '')) found.push(`${rule.alert} has no severity critical or warning`);
      for (const annotation of ['summary', 'description']) if (!rule.annotations?.[annotation]) found.push(`${rule.alert} has no ${annotation}`);
      const runbook = rule.annotations?.runbook ?? '';
      const [file, anchor] = runbook.split('#');
      if (file !== 'deploy/README.md' || !anchors.has(anchor)) found.push(`${rule.alert}'s runbook "${runbook}" is no section of deploy/README.md`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});

describe('deploy/grafana/giftcard-vault.json', () => {
  it('asks Prometheus only queries promtool parses', () => {
    const dashboard = JSON.parse(read('deploy/grafana/giftcard-vault.json')) as { panels: { title: string; targets: { expr: string; refId: string }[] }[] };
    // Each query becomes a recording rule, the one form promtool parses PromQL in offline; Grafana's range variable becomes a range.
    const rules = dashboard.panels.flatMap((panel, index) =>
      panel.targets.map((target) => ({ record: `dashboard:panel_${index + 1}_${target.refId}`, expr: target.expr.replaceAll('$__rate_interval', '1m') })),
    );
    const dir = mkdtempSync(join(tmpdir(), 'gv-dashboard-'));
    try {
      writeFileSync(join(dir, 'dashboard-queries.yml'), stringify({ groups: [{ name: 'dashboard', rules }] }));
      expect(promtool('check', 'rules', join(dir, 'dashboard-queries.yml'))).toContain(`SUCCESS: ${rules.length} rules found`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
