import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from './engines';
import { freePort } from './peers';

/** One sample of an instant query: its labels and value. */
export interface Sample {
  metric: Record<string, string>;
  value: number;
}

/**
 * Debian's Prometheus (installed by test/ensure-engines.sh) scraping `targets` (job name → host:port) every second,
 * with a throw-away store, on a port of its own.
 */
export class PrometheusProcess {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
  ) {}

  static async start(targets: Record<string, string>): Promise<PrometheusProcess> {
    const dir = mkdtempSync(join(tmpdir(), 'gv-prometheus-'));
    const jobs = Object.entries(targets).map(([job, target]) => `  - job_name: '${job}'\n    static_configs: [{ targets: ['${target}'] }]`);
    writeFileSync(join(dir, 'prometheus.yml'), `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nscrape_configs:\n${jobs.join('\n')}\n`);
    const port = await freePort();
    const child = spawn(
      'prometheus',
      [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
      { stdio: 'ignore' },
    );
    const started = new PrometheusProcess(child, dir, `http://127.0.0.1:${port}`);
    await eventually(async () => (await fetch(`${started.url}/-/ready`).catch(() => undefined))?.ok, 30_000, 250);
    return started;
  }

  /** An instant PromQL query through Prometheus' HTTP API. */
  async query(promql: string): Promise<Sample[]> {
    const answer = await fetch(`${this.url}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await answer.json()) as { status: string; error?: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
    if (body.status !== 'success') throw new Error(`${promql}: ${body.error}`);
    return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
  }

  /** The single value of a query that sums to one series (0 when there is none yet). */
  async value(promql: string): Promise<number> {
    return (await this.query(promql))[0]?.value ?? 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.kill('SIGTERM');
    });
    rmSync(this.dir, { recursive: true, force: true });
  }
}
