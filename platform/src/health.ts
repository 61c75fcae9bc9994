export interface Check {
  ok: boolean;
  detail?: string;
}

export async function probe(fn: () => Promise<unknown>): Promise<Check> {
  try {
    await fn();
    return { ok: true };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

interface HasHealth {
  health(): Promise<Check>;
}

/** The engines one process holds, checked: what a service reports to the gateway's /api/health and each process to its probes. */
export async function engineChecks(engines: { database: HasHealth; bus: HasHealth; kv: HasHealth; jobs: HasHealth }): Promise<Record<string, Check>> {
  const [database, bus, kv, jobs] = await Promise.all([engines.database.health(), engines.bus.health(), engines.kv.health(), engines.jobs.health()]);
  return { database, bus, kv, jobs };
}
