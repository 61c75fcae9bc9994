import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from './engines';

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
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  return { to: header('To'), subject: header('Subject'), text: Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8') };
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
