import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** A span as OTLP/HTTP JSON carries it, with the service.name of the process that sent it. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  links: { traceId: string; spanId: string }[];
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpKeyValue {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  links?: { traceId: string; spanId: string }[];
  attributes?: OtlpKeyValue[];
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpKeyValue[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const valueOf = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue;
const attributesOf = (pairs: OtlpKeyValue[] = []) => Object.fromEntries(pairs.map(({ key, value }) => [key, valueOf(value)]));

/** An OTLP/HTTP trace receiver (JSON, as @opentelemetry/exporter-trace-otlp-http sends): what a collector would get. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<OtlpReceiver> {
    let receiver!: OtlpReceiver;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const json = request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
        if (request.url === '/v1/traces') receiver.receive(JSON.parse(json.toString('utf8')) as OtlpExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver = new OtlpReceiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return receiver;
  }

  /** Every span of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(exported: OtlpExport): void {
    for (const { resource, scopeSpans } of exported.resourceSpans) {
      const service = String(attributesOf(resource.attributes)['service.name']);
      for (const { spans } of scopeSpans) {
        for (const span of spans) {
          this.spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
            attributes: attributesOf(span.attributes),
          });
        }
      }
    }
  }
}
