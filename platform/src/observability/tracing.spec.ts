import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { contextOf, inSpan, traceCarrier } from './tracing';

describe('spans of the platform', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  beforeAll(() => provider.register());
  afterAll(() => provider.shutdown());
  beforeEach(() => exporter.reset());

  const traceId = '0af7651916cd43dd8448eb211c80319c';
  const callerSpanId = 'b7ad6b7169203331';

  it("records a child of a sampled caller's span and passes its own context on", async () => {
    const carried = await inSpan('orders.create-payment', { parent: contextOf(`00-${traceId}-${callerSpanId}-01`) }, async () => traceCarrier().traceparent);
    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({ name: 'orders.create-payment', parentSpanContext: expect.objectContaining({ spanId: callerSpanId }) });
    expect(span.spanContext().traceId).toBe(traceId);
    expect(carried).toBe(`00-${traceId}-${span.spanContext().spanId}-01`);
  });

  it('makes no span under a caller that was not sampled, and still passes the trace on', async () => {
    const carried = await inSpan('orders.create-payment', { parent: contextOf(`00-${traceId}-${callerSpanId}-00`) }, async () => traceCarrier().traceparent);
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(carried).toBe(`00-${traceId}-${callerSpanId}-00`);
  });

  it('marks the span of work that throws as an error and rethrows', async () => {
    await expect(inSpan('Square CreatePayment', {}, async () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
    const [span] = exporter.getFinishedSpans();
    expect(span.status).toMatchObject({ code: 2, message: 'timeout' });
    expect(span.events.map((event) => event.name)).toEqual(['exception']);
  });
});
