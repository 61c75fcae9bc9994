import { currentRequestContext } from './logging.js';

let injectedTimeHonoured = false;

/**
 * Whether a request or event of this process may say what time it is: only in a demo run (DEMO=1), whose seed
 * spreads purchases and redemptions over past days through the real paths. createRuntime sets it from the config;
 * off, every reading of the clock is the real time, whatever a request carries.
 */
export function honourInjectedTime(enabled: boolean): void {
  injectedTimeHonoured = enabled;
}

/**
 * The instant the current request or event acts at, for the times it records (orders, payments, issued cards,
 * ledger rows, events): the real time, or in a demo run the time the request was given (X-Demo-Time) or its
 * event's occurredAt, so a backdated purchase's card, ledger row and figures share its day.
 */
export function now(): Date {
  if (fixedAt !== undefined) return new Date(fixedAt);
  const at = injectedTimeHonoured ? currentRequestContext()?.at : undefined;
  return at ? new Date(at) : new Date();
}

let fixedAt: number | undefined;

/**
 * Tests only: every reading of now() in this process answers this instant (undefined: the real time again), so a
 * test of dates years apart (a card's expiry under its law) runs the real paths at the days it names.
 */
export function fixClockForTests(at: string | undefined): void {
  fixedAt = at === undefined ? undefined : Date.parse(at);
}

/** A demo's X-Demo-Time header as the instant a request may act at: a valid time, not in the future; anything else undefined. */
export function parseInjectedTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) && at <= Date.now() ? new Date(at).toISOString() : undefined;
}
