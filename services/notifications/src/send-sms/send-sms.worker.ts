import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JOBS, SMS, type JobQueue, type SmsSender } from '@gv/platform';
import { formatMoney, type EventMap } from '@gv/proto';
import { BusinessBrands } from '../business-brands/business-brands.js';
import { MailSecrets } from '../emails/mail-secrets.js';

export const SMS_QUEUE = 'notifications-sms';

/** A redeem code to send by text: the event's payload, its code sealed for `sms.to` (decision 0073). */
export type SmsJob = EventMap['gift-card.redeem-otp.requested'] & { sms: { to: string } };

/** The text that carries a redeem code: the code first (phones show it in the notification), the amount and the business. */
export function redeemOtpText(data: SmsJob, code: string, businessName: string): string {
  const amount = formatMoney(data.amountCents, data.currency);
  const action = data.purpose === 'cash-out' ? `cash out ${amount}` : `redeem ${amount}`;
  return `${code} is your code to ${action} from your ${data.giftCardName} gift card at ${businessName}. It expires in ${data.expiresInMinutes} minutes. Share it only with the staff at the counter.`;
}

/**
 * Sends queued texts through the SMS port (Twilio, or files under DATA_DIR/sms); the job queue retries with backoff
 * when Twilio is down. The code stays sealed in the job and is opened only here.
 */
@Injectable()
export class SendSmsWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(SMS) private readonly sms: SmsSender,
    private readonly secrets: MailSecrets,
    private readonly brands: BusinessBrands,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<SmsJob>(SMS_QUEUE, (job) => this.send(job));
  }

  async send(job: SmsJob): Promise<void> {
    const code = this.secrets.open(job.sealedCode, job.sms.to);
    const brand = await this.brands.of(job);
    await this.sms.send({ to: job.sms.to, body: redeemOtpText(job, code, brand.name) });
  }
}
