import nodemailer, { type Transporter } from 'nodemailer';
import { probe } from '../health.js';
import { messageIdFor, type MailMessage, type Mailer } from './mailer.js';
import { composeMimeMessage, parseAddress } from './mime-message.js';

/**
 * SMTP with a connection pool (one connection per message costs ~100 ms here). Nodemailer only carries the message;
 * composeMimeMessage composes it, at a tenth of the CPU of nodemailer's composer.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly envelopeFrom: string;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ url, pool: true, maxConnections: 5 } as never);
    this.envelopeFrom = parseAddress(from).address;
  }

  async send({ id, ...message }: MailMessage): Promise<void> {
    const raw = composeMimeMessage({ from: this.from, ...message, messageId: messageIdFor(id, this.from) }, '\r\n');
    await this.transport.sendMail({ envelope: { from: this.envelopeFrom, to: [parseAddress(message.to).address] }, raw });
  }

  health() {
    return probe(() => this.transport.verify());
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** Sends to several mailers; all-in-one keeps a `.eml` copy of every message beside SMTP. */
export class TeeMailer implements Mailer {
  constructor(private readonly mailers: Mailer[]) {}

  /** Waits for every mailer, then fails with the first error: no send is still running when this settles. */
  async send(message: MailMessage): Promise<void> {
    const results = await Promise.allSettled(this.mailers.map((mailer) => mailer.send(message)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }

  async health() {
    const checks = await Promise.all(this.mailers.map((mailer) => mailer.health()));
    return checks.find((check) => !check.ok) ?? { ok: true };
  }

  async close(): Promise<void> {
    await Promise.all(this.mailers.map((mailer) => mailer.close()));
  }
}
