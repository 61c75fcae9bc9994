import { metrics } from '../observability/metrics.js';
import { inSpan, SpanKind } from '../observability/tracing.js';
import type { MailMessage, Mailer } from './mailer.js';

/** Counts each message sent or failed (giftcard_emails_total) and traces its sending. */
export class ObservedMailer implements Mailer {
  constructor(private readonly mailer: Mailer) {}

  async send(message: MailMessage): Promise<void> {
    try {
      await inSpan('email send', { kind: SpanKind.CLIENT }, () => this.mailer.send(message));
      metrics.emails.inc({ outcome: 'sent' });
    } catch (error) {
      metrics.emails.inc({ outcome: 'failed' });
      throw error;
    }
  }

  health() {
    return this.mailer.health();
  }

  close() {
    return this.mailer.close();
  }
}
