import { Injectable } from '@nestjs/common';

/**
 * The time scheduled gifts are judged by: whether a delivery time is still ahead, and how long its job waits. The real
 * time, never a demo request's injected one (platform `now()`). Tests fix `now` to stand at a chosen instant.
 */
@Injectable()
export class DeliveryClock {
  now: () => Date = () => new Date();
}
