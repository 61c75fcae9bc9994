import { formatInstantDateTime } from '../../lib/format-date';
import { useBrowserValue } from '../../lib/use-browser-value';

function inUtc(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

/**
 * An instant as the visitor's local date and time, e.g. 05/03/2030, 14:07. The server does not know the visitor's
 * time zone: the page it draws says the time in UTC, and the browser puts its own once it has taken the page over.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      {useBrowserValue(
        () => formatInstantDateTime(iso),
        () => inUtc(iso),
      )}
    </time>
  );
}
