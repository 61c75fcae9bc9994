import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, NotPublicAddressError, publicOnlyLookup } from './webhook-addresses.js';

/** What is read of an answer's body at most: its first 64 KiB. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface PostAnswer {
  status: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * POSTs a webhook: to public addresses only (each connection's own lookup checks what it connects to), no redirect
 * followed (a 3xx is an answer that failed), at most `timeoutMs` in all, and at most 64 KiB of the answer read.
 */
export class WebhookPost {
  private readonly agents: { http: HttpAgent; https: HttpsAgent };

  constructor(
    private readonly allowPrivate: boolean,
    private readonly timeoutMs: number,
  ) {
    const lookup = publicOnlyLookup(allowPrivate);
    this.agents = { http: new HttpAgent({ keepAlive: true, lookup }), https: new HttpsAgent({ keepAlive: true, lookup }) };
  }

  send(url: string, headers: Record<string, string>, body: string): Promise<PostAnswer> {
    const started = performance.now();
    const answer = (status: number | null, error: string | null): PostAnswer => ({ status, error, durationMs: Math.round(performance.now() - started) });
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return Promise.resolve(answer(null, 'not a URL'));
    }
    const secure = target.protocol === 'https:';
    if (!secure && !(this.allowPrivate && target.protocol === 'http:')) return Promise.resolve(answer(null, 'only https addresses receive webhooks'));
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.allowPrivate && !isPublicAddress(host)) return Promise.resolve(answer(null, new NotPublicAddressError(host).message));

    return new Promise((resolve) => {
      const request = (secure ? httpsRequest : httpRequest)(
        target,
        {
          method: 'POST',
          agent: secure ? this.agents.https : this.agents.http,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'GiftcardVault-Webhooks/1', ...headers },
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) response.destroy();
          });
          const status = response.statusCode ?? null;
          const done = () => {
            clearTimeout(timer);
            resolve(answer(status, status !== null && status >= 200 && status < 300 ? null : `answered ${status}`));
          };
          response.on('end', done);
          response.on('close', done);
        },
      );
      const timer = setTimeout(() => request.destroy(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        resolve(answer(null, error.message));
      });
      request.end(body);
    });
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
