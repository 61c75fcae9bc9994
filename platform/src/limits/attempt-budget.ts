import { DomainError } from '../errors.js';
import type { KeyValueStore } from '../kv/key-value.js';
import { REQUEST_MESSAGES } from '@gv/proto';

export const TOO_MANY_ATTEMPTS = REQUEST_MESSAGES.tooManyAttempts;

export const RATE_LIMITED = 'RATE_LIMITED';

export class RateLimitedError extends DomainError {
  constructor() {
    super(RATE_LIMITED, TOO_MANY_ATTEMPTS);
  }
}

/** At most `max` counted attempts under `key` per fixed window of `windowSeconds` (the window starts with its first attempt). */
export interface Budget {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one call against every budget (e.g. emails sent); throws RateLimitedError (429) when any is spent. A refused call costs nothing. */
export async function spendCall(kv: KeyValueStore, budgets: Budget[]): Promise<void> {
  await reserve(kv, budgets);
}

/** Counts one call against every budget as spendCall does, answering false instead of throwing when one is spent. */
export async function spendCallQuietly(kv: KeyValueStore, budgets: Budget[]): Promise<boolean> {
  try {
    await reserve(kv, budgets);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/**
 * Runs an attempt (a password or code check) only when every budget has a try
 * left, and counts only failed attempts: `attempt` answers undefined for a
 * failure, which keeps its cost; a success or an error gives the try back.
 * The try is taken before the attempt runs, so however many attempts arrive at
 * once, no budget ever lets more than `max` failures be evaluated.
 */
export async function spendAttempt<T>(kv: KeyValueStore, budgets: Budget[], attempt: () => Promise<T | undefined>): Promise<T | undefined> {
  const refund = await reserve(kv, budgets);
  let result: T | undefined;
  try {
    result = await attempt();
  } catch (error) {
    await refund();
    throw error;
  }
  if (result !== undefined) await refund();
  return result;
}

/**
 * For failures known only once the work is done (a card declined by its bank), where reserving a try up front would
 * cap how many calls may be in flight: refuses (429) while any budget's count has reached its max. The count is kept
 * by countFailure, atomically in the store; calls already in flight when it reaches max can pass it by their number,
 * which the caller bounds with a call budget.
 */
export async function refuseWhenSpent(kv: KeyValueStore, budgets: Budget[]): Promise<void> {
  const counts = await Promise.all(budgets.map((budget) => kv.get(keyOf(budget))));
  if (counts.some((count, i) => Number(count ?? 0) >= budgets[i].max)) throw new RateLimitedError();
}

/** Counts one failure that has happened against every budget (see refuseWhenSpent). */
export async function countFailure(kv: KeyValueStore, budgets: Budget[]): Promise<void> {
  await Promise.all(budgets.map((budget) => kv.incr(keyOf(budget), budget.windowSeconds)));
}

const keyOf = (budget: Budget) => `limit:${budget.key}:${budget.windowSeconds}`;

/** Increments every counter first (atomic in the store), then checks: a read-then-write would let a burst through. */
async function reserve(kv: KeyValueStore, budgets: Budget[]): Promise<() => Promise<void>> {
  const keys = budgets.map(keyOf);
  const counts = await Promise.all(budgets.map((budget, i) => kv.incr(keys[i], budget.windowSeconds)));
  const refund = async () => void (await Promise.all(keys.map((key) => kv.decr(key))));
  if (counts.some((count, i) => count > budgets[i].max)) {
    await refund();
    throw new RateLimitedError();
  }
  return refund;
}
