/**
 * Start-up (modules, migrations, subscriptions, a demo seed) leaves V8's heap at its largest and its young generation
 * grown to the semi-space maximum; one compacting collection gives that back to the system (decision 0057). It needs
 * `--expose-gc`: without it, nothing is done.
 */
export function releaseStartupMemory(): void {
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
