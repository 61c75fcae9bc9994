import { Agent, request } from 'node:http';

export interface LeanAnswer {
  status: number;
  /** Parsed JSON for a 200, else undefined. */
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
        resolve({ status, body: status === 200 ? JSON.parse(Buffer.concat(chunks).toString()) : undefined });
      });
      response.on('error', () => resolve(undefined));
    });
    req.on('error', () => resolve(undefined));
    req.end(payload);
  });
}
