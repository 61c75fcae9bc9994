import { createHash, randomUUID } from 'node:crypto';
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
  /** Where replies go (a business's contact address), when not to the sender. */
  replyTo?: string;
  /** The From display name in place of the configured one ('Harbor Grill via Giftcard Vault'); the address stays MAIL_FROM's. */
  senderName?: string;
  /**
   * One email across retries (e.g. its job id). It becomes the Message-ID, so a
   * copy sent again after a crash is recognisably the same message, and the
   * .eml mailer keeps one file per id.
   */
  id?: string;
}

/** The Message-ID header of the message with this id (a new one for a message without), at the sender's domain. */
export function messageIdFor(id: string | undefined, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'giftcardvault.local';
  const hash = createHash('sha256').update(id ?? randomUUID()).digest('hex');
  return `<${hash.slice(0, 40)}@${domain}>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  health(): Promise<Check>;
  close(): Promise<void>;
}
