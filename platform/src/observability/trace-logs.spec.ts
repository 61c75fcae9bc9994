import { Writable } from 'node:stream';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createLogger, withRequestId } from '../logging';
import { tracer } from './tracing';

describe('log lines and traces', () => {
  const provider = new NodeTracerProvider();
  beforeAll(() => provider.register());
  afterAll(() => provider.shutdown());

  function capture() {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')));
        done();
      },
    });
    return { lines, logger: createLogger('trace-logs', 'info', sink) };
  }

  it("carries the active span's trace_id and span_id beside the request id", async () => {
    const { lines, logger } = capture();
    const ids = withRequestId('req-7', () =>
      tracer.startActiveSpan('checkout', (span) => {
        logger.info('charging');
        span.end();
        return span.spanContext();
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ msg: 'charging', requestId: 'req-7', trace_id: ids.traceId, span_id: ids.spanId })]);
  });

  it('carries no trace ids outside a span', async () => {
    const { lines, logger } = capture();
    logger.info('idle');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).not.toHaveProperty('trace_id');
    expect(lines[0]).not.toHaveProperty('span_id');
  });
});
