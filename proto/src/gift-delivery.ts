import { todayAnywhereOnEarth } from './calendar.js';
import { dateTimeFormat } from './date-formats.js';
import { deliveryTimeMessages } from './gift-delivery.messages.js';
import type { ClientInfo, Unchecked } from './identity.js';
import { DATE_LOCALES, defineCatalog, translate, type Locale } from './locale.js';
import deliveryTexts from './messages/giftDelivery.rules.json' with { type: 'json' };
import { wallClockIn } from './time-zone.js';

export { deliveryTimeMessages } from './gift-delivery.messages.js';

/**
 * When a gift's email goes out (decision 0061): an instant written as ISO 8601 with its offset, chosen as a date and
 * a time in the recipient's time zone. Shared by the purchase dialog (which turns the chosen wall time into the
 * instant), orders (which checks it) and notifications (which tells the buyer when, in the chosen zone).
 */

/** ISO 8601 date and time with seconds optional and an explicit offset (Z or ±hh:mm): what `deliverAt` must look like. */
const INSTANT_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A gift can be scheduled at most this far ahead. */
export const MAX_DELIVERY_DAYS = 366;

/** A gift's personal message: at most this many characters. */
export const MAX_GIFT_MESSAGE_LENGTH = 1000;

/** At most this many recipients (one card each) in one order. */
export const MAX_RECIPIENTS = 20;

/** What the gift forms, the change link and the server say of a delivery, in each language; the server answers in English. */
export const deliveryMessages = defineCatalog('giftDelivery.rules', deliveryTexts);

export const DELIVERY_MESSAGES = {
  ...deliveryMessages.messages.en,
  tooFar: translate(deliveryMessages, 'en', 'tooFar', { max: MAX_DELIVERY_DAYS }),
  recipients: translate(deliveryMessages, 'en', 'recipients', { max: MAX_RECIPIENTS }),
  message: translate(deliveryMessages, 'en', 'message', { max: MAX_GIFT_MESSAGE_LENGTH }),
} as const;

/** A gift's delivery as the buyer's change link shows it (GET /api/v1/gift-delivery/{token}). */
export interface ScheduledGift {
  businessName: string;
  giftCardName: string;
  recipientName: string;
  recipientEmail: string;
  /** The buyer's message to the recipient ('' for none). */
  message: string;
  /** As last chosen, ISO 8601 with offset. */
  deliverAt: string;
  /** The IANA zone it was chosen in (or the offset it was written with, when none was chosen). */
  deliverTimeZone: string;
  /** When the email went out; absent while the gift waits. */
  sentAt?: string;
  /** The card's last day (YYYY-MM-DD): the gift cannot be scheduled after it. */
  validThrough: string;
  testCard: boolean;
}

/**
 * PUT /api/v1/gift-delivery/{token}: the new time (required; now or earlier sends it at once), and optionally zone,
 * recipient and message; an absent field is kept ('' removes the message).
 */
export interface GiftDeliveryChange {
  deliverAt: string;
  deliverTimeZone?: string;
  recipientName?: string;
  recipientEmail?: string;
  message?: string;
}

export interface GiftDeliveryChanged {
  success: true;
  message: string;
  gift: ScheduledGift;
}

export type GiftDeliveryRequest = ClientInfo & { token?: unknown };
export type ChangeGiftDeliveryRequest = GiftDeliveryRequest & Unchecked<GiftDeliveryChange>;

/** The instant `value` names when it is an ISO 8601 date-time with an offset (the offset kept in the answer's text); else null. */
export function parseDeliverAt(value: unknown): { text: string; at: Date } | null {
  if (typeof value !== 'string' || !INSTANT_WITH_OFFSET.test(value)) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  // Reject dates that JavaScript rolls over (2026-02-30 becomes March 2).
  const local = value.slice(0, 10);
  const shifted = new Date(at.getTime() + offsetMinutesOf(value) * 60_000).toISOString().slice(0, 10);
  return local === shifted ? { text: value, at } : null;
}

function offsetMinutesOf(value: string): number {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(value);
  if (!offset) return 0;
  return (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
}

/** `value` as a delivery time at most MAX_DELIVERY_DAYS after `now`, or the message that refuses it. */
export function checkDeliverAt(value: unknown, now: Date): { text: string; at: Date } | { error: string } {
  const parsed = parseDeliverAt(value);
  if (!parsed) return { error: DELIVERY_MESSAGES.deliverAt };
  if (parsed.at.getTime() - now.getTime() > MAX_DELIVERY_DAYS * 86_400_000) return { error: DELIVERY_MESSAGES.tooFar };
  return parsed;
}

/**
 * Why a gift sent at `deliverAt` would come too late: after the last day of its card (`expirationDate`), as expiry
 * counts it (that day ended everywhere on Earth), when its bonus value is gone. Null when it arrives in time.
 */
export function refuseAfterExpiry(deliverAt: string, expirationDate: string): string | null {
  const parsed = parseDeliverAt(deliverAt);
  if (!parsed || todayAnywhereOnEarth(parsed.at) <= expirationDate) return null;
  return translate(deliveryMessages, 'en', 'afterExpiry', { date: expirationDate });
}

/** A scheduled delivery: whether it is still ahead of `now` (else the gift goes at once). */
export function isScheduled(deliverAt: string | null | undefined, now: Date): boolean {
  const parsed = deliverAt ? parseDeliverAt(deliverAt) : null;
  return parsed !== null && parsed.at.getTime() > now.getTime();
}

/** The offset of `timeZone` from UTC at `instant`, in minutes (New York in summer: -240). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockIn(instant, timeZone);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of wall time `date` (YYYY-MM-DD) `time` (HH:MM) in `timeZone`, as ISO 8601 with that zone's offset then
 * ('2026-03-09', '09:00', 'America/New_York' → '2026-03-09T09:00:00-04:00': daylight time began the day before).
 * A wall time skipped by a spring-forward gap moves forward by the gap; a repeated one takes its first occurrence.
 */
export function zonedWallTimeToInstant(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that wall time read as UTC, then at the instant it gives: equal unless a change lies between,
  // where the smaller offset lands a skipped wall time after the gap and a repeated one at its first occurrence.
  const first = zoneOffsetMinutes(new Date(wallAsUtc), timeZone);
  const second = zoneOffsetMinutes(new Date(wallAsUtc - first * 60_000), timeZone);
  const instant = new Date(wallAsUtc - Math.min(first, second) * 60_000);
  const actual = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + actual * 60_000);
  const sign = actual < 0 ? '-' : '+';
  const abs = Math.abs(actual);
  return `${local.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The delivery time as the buyer reads it, in the zone it was chosen in: 'Monday, March 9, 2026 at 9:00 AM EDT';
 * in Spanish 'lunes, 9 de marzo de 2026, 9:00 (GMT-4)', in French 'lundi 9 mars 2026 à 09:00 (UTC−4)'.
 */
export function describeDeliveryTime(deliverAt: string, timeZone: string, locale: Locale = 'en'): string {
  const at = parseDeliverAt(deliverAt)?.at ?? new Date(deliverAt);
  const tag = locale === 'en' ? 'en-US' : DATE_LOCALES[locale];
  const time = dateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at).replace(/\u202f/g, ' ');
  const zone =
    dateTimeFormat(tag, { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ??
    timeZone;
  return translate(deliveryTimeMessages, locale, 'when', { time, zone });
}
