import type { Payment } from '@gv/square-emulator';
import type { ChaosStage } from './stage.js';

/** What a run against a deployment needs, by environment variable. */
const NEEDED = ['CHAOS_TARGET_URL', 'DATABASE_URL', 'NATS_URL', 'SQUARE_EMULATOR_URL', 'CHAOS_MAIL_DIR', 'SUPERADMIN_EMAIL', 'SUPERADMIN_PASSWORD'] as const;
const PAYMENTS_EVERY_MS = 2_000;

/**
 * A deployment in test mode named by its URLs (CHAOS_TARGET_URL: a gateway; DATABASE_URL, NATS_URL and BUS_STREAM as
 * its processes have them; SQUARE_EMULATOR_URL: its Square emulator; CHAOS_MAIL_DIR: its mail folder, mounted or
 * synced here; SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD): the run puts its load there and checks it, while the faults
 * come from the deployment's own tools. Answers the variables missing instead, if any.
 */
export async function clusterStage(env: NodeJS.ProcessEnv): Promise<ChaosStage | string[]> {
  const missing = NEEDED.filter((name) => !env[name]);
  if (missing.length > 0) return missing;
  const emulator = env.SQUARE_EMULATOR_URL!.replace(/\/$/, '');
  let payments: Payment[] = [];
  const readPayments = async () => {
    const answer = await fetch(`${emulator}/emulator/payments`, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) throw new Error(`${emulator}/emulator/payments answered ${answer.status}`);
    payments = ((await answer.json()) as { payments: Payment[] }).payments;
  };
  await readPayments();
  // Kept fresh in the background: the workload picks payments for its webhooks while it runs, and the emulator may be away.
  const polling = setInterval(() => void readPayments().catch(() => undefined), PAYMENTS_EVERY_MS);
  return {
    url: env.CHAOS_TARGET_URL!.replace(/\/$/, ''),
    env,
    mailDir: env.CHAOS_MAIL_DIR!,
    superAdmin: { email: env.SUPERADMIN_EMAIL!, password: env.SUPERADMIN_PASSWORD! },
    payments: () => payments,
    async stop() {
      clearInterval(polling);
      await readPayments().catch(() => undefined);
    },
  };
}
