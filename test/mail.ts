import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engines, eventually } from './engines';
import { parseMime } from './mime';

/** The job queues the mail worker can run on: the embedded one, and Redis (BullMQ) under the test's key prefix. */
export const MAIL_JOB_MODES: [string, (prefix: string) => Record<string, string>][] = [
  ['embedded', () => ({})],
  ['Redis jobs', (prefix) => ({ REDIS_URL: engines.redisUrl, KEY_PREFIX: prefix })],
];

export interface ReceivedMail {
  to: string;
  subject: string;
  /** Headers and decoded body parts, for text searches. */
  text: string;
}

/** Decodes quoted-printable soft breaks and escapes so tests can search the body. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function parseMail(raw: string): ReceivedMail {
  // Headers unfolded and their encoded words decoded (a subject with "TEST — no value" is sent as UTF-8 encoded words).
  const { headers } = parseMime(raw);
  return { to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8') };
}

/** Every .eml message the all-in-one platform wrote under DATA_DIR/mail, oldest first. */
export function readMailbox(dataDir: string): ReceivedMail[] {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((file) => parseMail(readFileSync(join(dir, file), 'utf8')));
}

export function waitForMail(dataDir: string, match: { to: string; subject?: RegExp }, timeoutMs = 10_000): Promise<ReceivedMail> {
  return eventually(() => {
    const mails = readMailbox(dataDir).filter((mail) => mail.to.includes(match.to) && (!match.subject || match.subject.test(mail.subject)));
    return mails.at(-1);
  }, timeoutMs);
}

export async function waitForOtp(dataDir: string, to: string, after = 0): Promise<string> {
  const mail = await eventually(() => {
    const mails = readMailbox(dataDir).filter((m) => m.to.includes(to) && /verification code/.test(m.subject));
    return mails.length > after ? mails.at(-1) : undefined;
  });
  return /(\d{6}) is your/.exec(mail.subject)![1];
}
