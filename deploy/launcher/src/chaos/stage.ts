import type { Payment } from '@gv/square-emulator';
import type { InjectedFault, PlannedFault } from './faults.js';

/** Where a chaos run puts its load and reads its checks: a platform it starts itself, or a deployment named by URLs. */
export interface ChaosStage {
  /** The gateway. */
  url: string;
  /** For `audit-ledger` and `rebuild` (DATABASE_URL, NATS_URL, BUS_STREAM) and the checks' own connections. */
  env: NodeJS.ProcessEnv;
  /** The platform's mail folder (DATA_DIR/mail). */
  mailDir: string;
  /** Every payment at the Square emulator, as last seen. */
  payments(): Payment[];
  /** The super admin the workload's business is made by. */
  superAdmin: { email: string; password: string };
  /**
   * Injects the planned faults, `onFault` seeing each once the platform recovered; absent where the faults come from
   * the deployment's own tools (the run cannot tell when they were, so any 503 is put down to them).
   */
  injectFaults?(plan: PlannedFault[], onFault: (fault: InjectedFault) => void): Promise<void>;
  /** Stops what the run started; `passed` says whether its files may go. */
  stop(passed: boolean): Promise<void>;
}

/** Resolves true once the gateway at `url` answers healthy, false after `limitMs`. */
export async function healthyWithin(url: string, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
