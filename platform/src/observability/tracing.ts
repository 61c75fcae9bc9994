import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags, type Attributes, type Context, type Link, type Span } from '@opentelemetry/api';

/**
 * OpenTelemetry traces. The API calls below are no-ops until startTracing registers the SDK, which it does only when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: without it, tracing costs nothing
 * measurable. Sampling follows the standard OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG variables.
 */
export const tracer = trace.getTracer('giftcard-vault');

/** A carrier of W3C trace context: `traceparent` (and `tracestate`) as in an HTTP or NATS header. */
export type TraceCarrier = Record<string, string>;

let stopTracing: (() => Promise<void>) | undefined;

/** Registers the SDK (OTLP over HTTP, batched) once per process, named `serviceName` (statements: traced-pg-client.ts). */
export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (stopTracing || !(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)) return;
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  stopTracing = () => provider.shutdown();
}

/** Sends the spans still batched; for a process about to exit. */
export async function flushTracing(): Promise<void> {
  await stopTracing?.();
  stopTracing = undefined;
}

/** The active trace context as W3C headers (empty when nothing is traced). */
export function traceCarrier(from: Context = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(from, carrier);
  return carrier;
}

/** The context a `traceparent` (a header, an event's or a job's) continues; the root context when there is none. */
export function contextOf(traceparent: string | undefined, tracestate?: string): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, tracestate ? { traceparent, tracestate } : { traceparent });
}

/** Links to the traces that `traceparents` continue (none for work that was not traced). */
export function linksTo(traceparents: (string | undefined)[]): Link[] {
  return traceparents.flatMap((traceparent) => {
    const spanContext = traceparent ? trace.getSpanContext(contextOf(traceparent)) : undefined;
    return spanContext ? [{ context: spanContext }] : [];
  });
}

/** The active span's ids for a log line (absent when nothing is traced). */
export function traceIds(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return trace.isSpanContextValid(span.spanContext()) ? { trace_id: traceId, span_id: spanId } : undefined;
}

interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent; the active context when absent. */
  parent?: Context;
  links?: Link[];
}

/**
 * Runs fn in a new active span that ends when fn settles, marked as an error when fn throws. Under a parent that was not
 * sampled, fn runs in the parent's context with no span of its own: the trace context still travels on, and the
 * unsampled nine in ten of the work pay nothing for spans no one records.
 */
export function inSpan<T>(name: string, options: SpanOptions, fn: (span: Span) => Promise<T>): Promise<T> {
  const { kind = SpanKind.INTERNAL, attributes, parent = context.active(), links } = options;
  const parentSpan = trace.getSpan(parent);
  if (parentSpan && !parentSpan.isRecording() && trace.isSpanContextValid(parentSpan.spanContext()) && !(parentSpan.spanContext().traceFlags & TraceFlags.SAMPLED)) {
    return context.with(parent, () => fn(parentSpan));
  }
  return tracer.startActiveSpan(name, { kind, attributes, links }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

export { ROOT_CONTEXT, SpanKind, SpanStatusCode, context as traceContext, trace as traces, type Span };
