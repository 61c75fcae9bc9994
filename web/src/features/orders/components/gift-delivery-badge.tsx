import type { GiftDeliveryState } from '@gv/proto';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** An instant in `timeZone` as a day ('Mon, Dec 1', or 'Dec 1' without the weekday) and a time with the zone ('9:00 AM EST'). */
export function dayAndTimeInZone(iso: string, timeZone: string, weekday: boolean): [string, string] {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return [iso, ''];
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(at).replace(/\u202f/g, ' ');
  return [format(weekday ? { ...DAY, weekday: 'short' } : DAY), format(TIME)];
}

/** What a scheduled gift's email is doing, in words, in parts that each stay on one line: 'Scheduled ·', 'Mon, Dec 1,', '9:00 AM EST' until it goes out, then 'Sent', 'Dec 1,', '9:05 AM EST'. */
export function giftDeliveryParts(delivery: GiftDeliveryState): string[] {
  const [day, time] = delivery.sentAt
    ? dayAndTimeInZone(delivery.sentAt, delivery.scheduledTimeZone, false)
    : dayAndTimeInZone(delivery.scheduledFor, delivery.scheduledTimeZone, true);
  return [delivery.sentAt ? 'Sent' : 'Scheduled ·', `${day},`, time];
}

/** A scheduled gift (decision 0061) on its card's row: when its email goes out, in the gift's zone, or when it went. */
export function GiftDeliveryBadge({ delivery }: { delivery?: GiftDeliveryState }) {
  if (!delivery) return null;
  const parts = giftDeliveryParts(delivery);
  return (
    <span className={`badge gift-delivery badge--${delivery.sentAt ? 'success' : 'info'}`}>
      {parts.map((part, index) => (
        <span key={index} className="gift-delivery__part">
          {index > 0 ? ` ${part}` : part}
        </span>
      ))}
    </span>
  );
}
