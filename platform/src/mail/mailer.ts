import type { Check } from '../health.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  health(): Promise<Check>;
  close(): Promise<void>;
}
