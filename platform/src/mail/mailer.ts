import { createHash } from 'node:crypto';
import type { Check } from '../health.js';

/** A file sent with a message; one with a `cid` is shown inline where the HTML says `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /**
   * One email across retries (e.g. its job id). It becomes the Message-ID, so a
   * copy sent again after a crash is recognisably the same message, and the
   * .eml mailer keeps one file per id.
   */
  id?: string;
}

/**
 * Quoted-printable for every text part and header: our emails are mostly Latin text, which nodemailer would pick
 * anyway, after scanning each part to choose (~0.3 ms per purchase email).
 */
export const TEXT_ENCODING = 'quoted-printable';

/** The Message-ID header of the message with this id, at the sender's domain. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'giftcardvault.local';
  return `<${createHash('sha256').update(id).digest('hex').slice(0, 40)}@${domain}>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  health(): Promise<Check>;
  close(): Promise<void>;
}
