import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { ApplePush } from './apple-push.js';

export const APNS_URL = 'https://api.push.apple.com';

export interface ApnsOptions {
  /** The Pass Type ID certificate and its key (PEM): APNs knows the pass type's topic by them. */
  cert: string;
  key: string;
  passphrase?: string;
  /** APNs' address; a local stand-in in tests. */
  url?: string;
  /** Trust for a stand-in's certificate; absent: the system's. */
  ca?: string;
  /** How long APNs has to answer a push (APNS_ANSWER_MS unless a test says). */
  answerMs?: number;
}

/** Well within the pass updater's lease on a card: a push not answered by then fails, to be tried again. */
export const APNS_ANSWER_MS = 20_000;

/** APNs' answers that mean the device no longer has the pass (or never had this token): its registration goes. */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

interface ApnsAnswer {
  status: number;
  reason?: string;
}

/**
 * Apple's push provider API over HTTP/2 with the pass certificate as the client certificate: POST /3/device/<token>,
 * `apns-topic` the pass type id, an empty JSON payload. One connection is kept open and shared, as Apple asks.
 */
export class ApnsPush implements ApplePush {
  private session?: ClientHttp2Session;

  constructor(private readonly options: ApnsOptions) {}

  /** Throws when APNs answers anything but success or a token gone (its 429 and 5xx), so the caller tries again later. */
  async notify(topic: string, pushTokens: string[]): Promise<string[]> {
    const answers = await Promise.all(pushTokens.map(async (token) => [token, await this.send(topic, token)] as const));
    const failed = answers.filter(([, answer]) => answer.status !== 200 && !GONE_REASONS.has(answer.reason ?? ''));
    if (failed.length > 0) throw new Error(`APNs refused ${failed.length} of ${answers.length} pushes: ${failed.map(([, a]) => `${a.status} ${a.reason ?? ''}`.trim()).join(', ')}`);
    return answers.filter(([, answer]) => answer.status !== 200).map(([token]) => token);
  }

  /** Ends the shared connection (the platform leaves it: it does not keep the process alive). */
  close(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    return new Promise((resolve) => (session && !session.closed && !session.destroyed ? session.close(() => resolve()) : resolve()));
  }

  private send(topic: string, token: string): Promise<ApnsAnswer> {
    return new Promise((resolve, reject) => {
      const request = this.connection().request({ ':method': 'POST', ':path': `/3/device/${token}`, 'apns-topic': topic, 'content-type': 'application/json' });
      let status = 0;
      let body = '';
      request.setEncoding('utf8');
      request.on('response', (headers) => (status = Number(headers[':status'])));
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => resolve({ status, reason: reasonOf(body) }));
      request.on('error', reject);
      const answerMs = this.options.answerMs ?? APNS_ANSWER_MS;
      request.setTimeout(answerMs, () => {
        request.close(constants.NGHTTP2_CANCEL);
        reject(new Error(`APNs did not answer a push within ${answerMs} ms`));
      });
      request.end('{}');
    });
  }

  private connection(): ClientHttp2Session {
    if (this.session && !this.session.closed && !this.session.destroyed) return this.session;
    const { url = APNS_URL, cert, key, passphrase, ca } = this.options;
    const session = connect(url, { cert, key, passphrase, ...(ca ? { ca } : {}) });
    // A failed connection fails its requests (which reject); the next push opens a new one.
    session.on('error', () => session.destroy());
    session.on('goaway', () => session.close());
    // An idle connection does not keep the process alive.
    session.unref();
    this.session = session;
    return session;
  }
}

function reasonOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { reason?: string }).reason;
  } catch {
    return undefined;
  }
}
