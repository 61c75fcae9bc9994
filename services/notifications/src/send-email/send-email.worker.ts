import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JOBS, MAILER, type JobQueue, type Mailer } from '@gv/platform';
import { templates, type EmailJob, type TemplateName } from '../emails/templates.js';

export const EMAIL_QUEUE = 'notifications-email';

/** Sends queued emails; the job queue retries with backoff when the mail server is down. */
@Injectable()
export class SendEmailWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<EmailJob>(EMAIL_QUEUE, (job) => this.send(job));
  }

  async send(job: EmailJob): Promise<void> {
    const render = templates[job.template as TemplateName] as (data: unknown) => ReturnType<(typeof templates)[TemplateName]>;
    const email = render(job.data);
    await this.mailer.send({ to: job.to, ...email });
  }
}
