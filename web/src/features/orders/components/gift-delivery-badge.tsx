import type { GiftDeliveryState } from '@gv/proto';
import { formatZonedDateTime } from '../../../lib/format-date';
import { message } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** What a scheduled gift's email is doing, in words, in parts that each stay on one line: 'Scheduled ·', '1 Dec 2030,', '09:00 EST' until it goes out, then 'Sent', '1 Dec 2030,', '09:05 EST'. */
export function giftDeliveryParts(delivery: GiftDeliveryState): string[] {
  const [day, time = ''] = formatZonedDateTime(delivery.sentAt ?? delivery.scheduledFor, delivery.scheduledTimeZone).split(', ');
  return [message(ordersMessages, delivery.sentAt ? 'deliverySent' : 'deliveryScheduled'), `${day},`, time];
}

/** A scheduled gift (decision 0061) on its card's row: when its email goes out, in the gift's zone, or when it went. */
export function GiftDeliveryBadge({ delivery }: { delivery?: GiftDeliveryState }) {
  if (!delivery) return null;
  // Each part after the first starts with the space that separates it (the parts stay on one line each).
  const parts = giftDeliveryParts(delivery).map((part, index) => (index > 0 ? ` ${part}` : part));
  return (
    <span className={`badge gift-delivery badge--${delivery.sentAt ? 'success' : 'info'}`}>
      {parts.map((part, index) => (
        <span key={index} className="gift-delivery__part">
          {part}
        </span>
      ))}
    </span>
  );
}
