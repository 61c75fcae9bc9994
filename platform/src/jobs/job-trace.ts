import type { NewJob, JobHandler } from './job-queue.js';
import { contextOf, inSpan, SpanKind, traceCarrier } from '../observability/tracing.js';

/** Where a job's data keeps the trace context of the work that enqueued it; handlers never see it. */
const TRACE_KEY = '__traceparent';

type Traced = Record<string, unknown> & { [TRACE_KEY]?: string };

const isPlainObject = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);

/** The jobs with the active trace context in their data (objects only), so the run continues the enqueuer's trace. */
export function tracedJobs<T>(jobs: NewJob<T>[]): NewJob<T>[] {
  const active = traceCarrier().traceparent;
  return jobs.map(({ traceparent = active, ...job }) => (traceparent && isPlainObject(job.data) ? { ...job, data: { ...job.data, [TRACE_KEY]: traceparent } as T } : job));
}

/** The handler run in a span that is a child of the enqueuer's, given the data as it was enqueued. */
export function tracedHandler<T>(queue: string, handler: JobHandler<T>): JobHandler<T> {
  return (data, run) => {
    if (!isPlainObject(data)) return inSpan(`job ${queue}`, { kind: SpanKind.CONSUMER }, () => handler(data, run));
    const { [TRACE_KEY]: traceparent, ...own } = data as Traced;
    const attributes = { 'job.queue': queue, 'job.id': run.id, 'job.attempt': run.attempt };
    return inSpan(`job ${queue}`, { kind: SpanKind.CONSUMER, parent: contextOf(traceparent), attributes }, () => handler(own as T, run));
  };
}
