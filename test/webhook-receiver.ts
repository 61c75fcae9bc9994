import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the Standard Webhooks spec lets a receiver accept: a timestamp this close to its clock. */
const TOLERANCE_SECONDS = 5 * 60;

export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  body: string;
  message: { id: string; type: string; createdAt: string; data: Record<string, any> };
}

/**
 * Verifies a delivery as the Standard Webhooks spec tells a receiver to: the three headers present, the timestamp
 * within 5 minutes of now, and one of the space-separated `v1,<base64>` signatures equal (in constant time) to the
 * HMAC-SHA256, under the base64 bytes after `whsec_`, of "id.timestamp.body". Answers why not, or undefined.
 */
export function verifyWebhook(secret: string, headers: Record<string, string | string[] | undefined>, body: string, nowSeconds = Date.now() / 1000): string | undefined {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return 'missing header';
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return 'timestamp out of tolerance';
  const expected = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).update(`${id}.${timestamp}.${body}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? undefined : 'no matching signature';
}

/**
 * An endpoint on 127.0.0.1 that verifies every delivery with the secret it is given and keeps those it accepted;
 * `failNext(n)` answers 500 to the next n, `hold()` keeps answers back until released or dropped.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly rejected: string[] = [];
  /** Every attempt seen, accepted or not, by Webhook-Id. */
  readonly attempts: string[] = [];
  secret = '';
  private failures = 0;
  private held: (() => void)[] | undefined;
  private server!: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.attempts.push(String(request.headers['webhook-id']));
        const answer = () => {
          if (this.failures > 0) {
            this.failures--;
            return response.writeHead(500).end('not now');
          }
          const refused = verifyWebhook(this.secret, request.headers, body);
          if (refused) {
            this.rejected.push(refused);
            return response.writeHead(400).end(refused);
          }
          this.received.push({ id: String(request.headers['webhook-id']), timestamp: Number(request.headers['webhook-timestamp']), body, message: JSON.parse(body) });
          response.writeHead(204).end();
        };
        if (this.held) this.held.push(answer);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  failNext(count: number): void {
    this.failures = count;
  }

  hold(): void {
    this.held = [];
  }

  /** Answers nothing held back (their sender is gone) and holds no more. */
  drop(): void {
    this.held = undefined;
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    held.forEach((answer) => answer());
  }

  ofType(type: string): ReceivedWebhook[] {
    return this.received.filter((each) => each.message.type === type);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
