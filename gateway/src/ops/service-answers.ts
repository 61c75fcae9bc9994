import type { HealthReport } from '@gv/proto';

/** The answer, or a failure 'no answer' once `ms` pass first: a service that is down must not hold up a page that reports on every service. */
export function answerWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), ms);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/** What stands for a service that did not answer: down, with why. */
export function unreachable(service: string, error: unknown): HealthReport {
  return { service, ok: false, checks: { reachable: { ok: false, detail: (error as Error).message } } };
}
