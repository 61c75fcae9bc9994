import type { Logger } from '@gv/platform';

/**
 * On SIGTERM or SIGINT: runs `drain` (take no more work, finish what is in hand, close the engines) and exits 0. A drain
 * that outlasts `deadlineSeconds` exits 1, leaving the work still in hand to be delivered again (JetStream's ack wait,
 * BullMQ's stalled-job check). Further signals change nothing: Ctrl-C in a terminal signals the supervisor and its
 * children alike, and the supervisor then signals them again.
 */
export function exitGracefullyOnSignal(logger: Logger, deadlineSeconds: number, drain: () => Promise<void>): void {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    logger.info({ signal, deadlineSeconds }, `${signal}: taking no more work, finishing what is in hand`);
    setTimeout(() => {
      logger.error(`work still in hand after ${deadlineSeconds} s: exiting; it is delivered again elsewhere`);
      process.exit(1);
    }, deadlineSeconds * 1000).unref();
    drain().then(
      () => {
        logger.info('drained: exiting');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: (error as Error).message }, 'drain failed: exiting');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
