import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface LeanAnswer {
  status: number;
  /** A 200's JSON parsed (any other content as text), else undefined. */
  body: unknown;
}

/**
 * Load generators' HTTP client: node:http over a keep-alive agent, about half the CPU of fetch per request. The
 * load generator shares this machine's two cores with the platform, so what it spends the platform cannot.
 * Resolves undefined when no answer came (connection refused or reset).
 */
export function leanRequest(agent: Agent, url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<LeanAnswer | undefined> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sent = payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve) => {
    const req = request(url, { method, agent, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString();
        const json = String(response.headers['content-type']).includes('json');
        resolve({ status, body: status === 200 ? (json ? JSON.parse(text) : text) : undefined });
      });
      response.on('error', () => resolve(undefined));
    });
    req.on('error', () => resolve(undefined));
    req.end(payload);
  });
}

/**
 * One keep-alive HTTP/1.1 connection that sends one prepared GET at a time and resolves with the answer's status once
 * its body (Content-Length) is in: a quarter of node:http's CPU per request, for benches whose load generator would
 * otherwise take a large share of the cores from the platform it measures. Errors and closed connections resolve 0.
 */
export class PreparedGets {
  private readonly socket: Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting?: (status: number) => void;

  constructor(url: string) {
    const { hostname, port } = new URL(url);
    this.socket = connect(Number(port), hostname).setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => this.answer(0));
    this.socket.on('close', () => this.answer(0));
  }

  /** `GET path` with `headers`, ready to send again and again. */
  static prepare(url: string, path: string, headers: Record<string, string>): Buffer {
    const lines = Object.entries({ host: new URL(url).host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
    return Buffer.from(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
  }

  get(prepared: Buffer): Promise<number> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(prepared);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.received.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.received.length < headEnd + 4 + length) return;
    this.received = Buffer.alloc(0);
    this.answer(Number(head.slice('HTTP/1.1 '.length, 'HTTP/1.1 '.length + 3)));
  }

  private answer(status: number): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(status);
  }
}
