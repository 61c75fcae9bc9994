import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

const agents: Record<string, http.Agent> = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** Statuses whose response has no body (a Response with one throws). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The `fetch` the Square SDK is given: Node's http(s) over kept-alive connections, enough for the SDK's JSON calls
 * (a string or bytes body, an abort signal for its timeout). Node's own fetch (undici) costs ~0.25 ms more CPU per
 * call on a small 2-core host, and every checkout makes one.
 */
export const keepAliveFetch = ((input: string | URL | Request, init: RequestInit = {}) => {
  if (input instanceof Request) return Promise.reject(new TypeError('keepAliveFetch takes a URL, not a Request'));
  const body = init.body;
  if (body != null && typeof body !== 'string' && !(body instanceof Uint8Array)) return Promise.reject(new TypeError('keepAliveFetch sends a string or bytes body only'));
  return send(new URL(input), init, body ?? undefined, true);
}) as typeof fetch;

/**
 * A kept-alive connection the server closed just as it was reused fails before any answer: the request is sent once
 * more on a new connection. Every Square call may be repeated (a GET, or a write with its idempotency key).
 */
function send(url: URL, init: RequestInit, body: string | Uint8Array | undefined, mayRetry: boolean): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request = transport.request(url, { method: init.method ?? 'GET', headers, agent: agents[url.protocol], signal: init.signal ?? undefined }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 500;
        resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage, headers: headerPairs(response.headers) }));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (mayRetry && request.reusedSocket && error.code === 'ECONNRESET' && !init.signal?.aborted) resolve(send(url, init, body, false));
      else reject(error);
    });
    request.end(body);
  });
}

function headerPairs(headers: IncomingHttpHeaders): [string, string][] {
  return Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((each): [string, string] => [name, each]) : value === undefined ? [] : [[name, value]]));
}
