import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type PlatformConfig } from '@gv/platform';

/**
 * A session's last use is written at most once a minute (a call within a minute of the last write writes nothing), and
 * at least four times per idle timeout, so a session used all along never ends for a write it skipped.
 */
const TOUCH_AT_MOST_EVERY_MS = 60_000;

/**
 * The times a session is judged by: it ends after SESSION_IDLE_MINUTES without use, on top of its absolute lifetime.
 * The real time, never a demo request's injected one (platform `now()`): a session lives in real time. Tests fix `now`
 * to step past the idle timeout.
 */
@Injectable()
export class SessionClock {
  now: () => Date = () => new Date();
  private readonly idleMs: number;
  private readonly touchEveryMs: number;

  constructor(@Inject(CONFIG) config: PlatformConfig) {
    this.idleMs = config.SESSION_IDLE_MINUTES * 60_000;
    this.touchEveryMs = Math.min(TOUCH_AT_MOST_EVERY_MS, this.idleMs / 4);
  }

  /** The instant to judge by, the last use a live session has after, and the last use older than which it is touched. */
  cutoffs(): { at: Date; idleSince: Date; touchBefore: Date } {
    const at = this.now();
    return { at, idleSince: new Date(at.getTime() - this.idleMs), touchBefore: new Date(at.getTime() - this.touchEveryMs) };
  }
}
