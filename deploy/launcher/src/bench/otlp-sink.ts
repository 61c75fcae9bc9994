import { createServer } from 'node:http';

export interface OtlpSink {
  /** The OTLP/HTTP endpoint (the exporter posts to `${url}/v1/traces`). */
  url: string;
  /** Batches of spans received so far. */
  exports(): number;
  close(): Promise<void>;
}

/**
 * A stand-in for an OpenTelemetry collector on 127.0.0.1: every POST /v1/traces is read to its end and answered 200,
 * unparsed, so what is measured is what tracing costs the platform, not a collector.
 */
export async function startOtlpSink(): Promise<OtlpSink> {
  let exports = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') return response.writeHead(404).end();
      exports++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    exports: () => exports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
