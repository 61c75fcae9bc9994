import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const ALERTS = new URL('../deploy/prometheus/alerts.yml', import.meta.url);
export const PROMETHEUS_RULE_FILE = new URL('../deploy/k8s/monitoring/prometheus-rule.yaml', import.meta.url);
export const REGENERATE = 'npx node test/prometheus-rule.ts';

/** deploy/prometheus/alerts.yml as the Prometheus Operator's PrometheusRule: the alerts have one source. */
export function prometheusRuleYaml(): string {
  const { groups } = parse(readFileSync(ALERTS, 'utf8')) as { groups: unknown[] };
  const rule = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: 'giftcard-vault', labels: { 'app.kubernetes.io/name': 'giftcard-vault' } },
    spec: { groups },
  };
  return `# Generated from deploy/prometheus/alerts.yml by \`${REGENERATE}\`: edit alerts.yml, then run it again.\n${stringify(rule, { lineWidth: 0 })}`;
}

// Run directly (Node strips the types): writes the file.
if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(PROMETHEUS_RULE_FILE, prometheusRuleYaml());
