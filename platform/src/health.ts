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
