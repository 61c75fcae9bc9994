import { DEFAULT_TIME_ZONE } from '@gv/proto';

/** A zone the time zone select offers: its IANA name and what the option shows ('America/New York (UTC−05:00)'). */
export interface TimeZoneChoice {
  zone: string;
  label: string;
}

/** Every IANA zone this browser knows, UTC first, then by name; each with its offset from UTC today. */
export function timeZoneChoices(now: Date = new Date()): TimeZoneChoice[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [DEFAULT_TIME_ZONE, ...[...known].filter((zone) => zone !== DEFAULT_TIME_ZONE).sort()];
  return zones.map((zone) => choiceOf(zone, now));
}

/** The choice for one zone, for a saved zone the browser's list lacks (an older canonical name). */
export function choiceOf(zone: string, now: Date = new Date()): TimeZoneChoice {
  const name = zone.replaceAll('_', ' ');
  const offset = utcOffset(zone, now);
  return { zone, label: offset && zone !== DEFAULT_TIME_ZONE ? `${name} (${offset})` : name };
}

/** The zone this browser runs in, or null when it does not say. */
export function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/** Whether a choice matches what was typed in the search box: any part of its name, spaces or underscores alike. */
export function matchesSearch(choice: TimeZoneChoice, search: string): boolean {
  const words = search.trim().toLowerCase().replaceAll('_', ' ');
  return !words || choice.label.toLowerCase().includes(words);
}

function utcOffset(zone: string, now: Date): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName');
    return part ? part.value.replace('GMT', 'UTC').replace('-', '−') : null;
  } catch {
    return null;
  }
}

/** The date (YYYY-MM-DD) and time (HH:MM) `instant` shows on a clock in `timeZone`. */
export function wallTimeOf(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
