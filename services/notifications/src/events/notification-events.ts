import { Inject, Injectable } from '@nestjs/common';
import { JOBS, type EventHandlers, type EventSubscriber, type JobQueue } from '@gv/platform';
import type { EmailJob, TemplateName } from '../emails/templates.js';
import { EMAIL_QUEUE } from '../send-email/send-email.worker.js';

/** Turns other services' events into queued emails; the event id is the job id, so a redelivery queues nothing new. */
@Injectable()
export class NotificationEvents implements EventSubscriber {
  constructor(@Inject(JOBS) private readonly jobs: JobQueue) {}

  handlers(): EventHandlers {
    return {
      'registration.requested': (event) =>
        this.queue(event.id, { template: 'registration-received', to: event.payload.email, data: event.payload }),
    };
  }

  private queue<T extends TemplateName>(eventId: string, job: EmailJob<T>): Promise<void> {
    return this.jobs.enqueue(EMAIL_QUEUE, job, { jobId: eventId });
  }
}
