import { DELIVERY_MESSAGES, deliveryMessages, MAX_DELIVERY_DAYS, refuseAfterExpiry, zonedWallTimeToInstant } from '@gv/proto';
import { deliveryTimeMessages } from './delivery-time.messages';
import { message } from './i18n';
import { wallTimeOf } from './time-zones';

/** A gift's delivery time as its fields hold it: a date and a wall time in a zone (decision 0061). */
export interface DeliveryTime {
  date: string;
  time: string;
  timeZone: string;
}

/** The instant the fields name, as the API takes it: ISO 8601 with the zone's offset on that date. */
export function deliveryInstant(value: DeliveryTime): string {
  return zonedWallTimeToInstant(value.date, value.time, value.timeZone);
}

/** What the fields first offer: tomorrow at 09:00 in `timeZone`. */
export function defaultDeliveryTime(timeZone: string, now: Date = new Date()): DeliveryTime {
  return { date: wallTimeOf(new Date(now.getTime() + 86_400_000), timeZone).date, time: '09:00', timeZone };
}

/** The fields showing `deliverAt` in `timeZone`. */
export function deliveryTimeOf(deliverAt: string, timeZone: string): DeliveryTime {
  return { ...wallTimeOf(new Date(deliverAt), timeZone), timeZone };
}

/** Why the fields cannot be sent (empty, past, too far ahead, after the card's last day `lastDay`), or null. */
export function deliveryTimeError(value: DeliveryTime, now: Date = new Date(), lastDay?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date) || !/^\d{2}:\d{2}$/.test(value.time) || !value.timeZone) return DELIVERY_MESSAGES.deliverAt;
  const at = new Date(deliveryInstant(value)).getTime();
  if (Number.isNaN(at)) return DELIVERY_MESSAGES.deliverAt;
  if (at <= now.getTime()) return message(deliveryTimeMessages, 'inThePast');
  if (at - now.getTime() > MAX_DELIVERY_DAYS * 86_400_000) return DELIVERY_MESSAGES.tooFar;
  if (lastDay && refuseAfterExpiry(deliveryInstant(value), lastDay)) return message(deliveryMessages, 'afterExpiry', { date: lastDay });
  return null;
}
