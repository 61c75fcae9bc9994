import { parseRedemptionWindow, REDEMPTION_WINDOW_MESSAGES, redemptionWindowMessages, type RedemptionWindow } from '@gv/proto';
import { message } from '../../lib/i18n';

/** The window as the form holds it: off, or days, hours and blackout dates. */
export interface RedemptionWindowValues {
  limited: boolean;
  days: number[];
  from: string;
  to: string;
  blackoutDates: string[];
}

/** The form's values for a card's window; a card without one starts from weekday lunch, unticked. */
export function redemptionWindowValues(window: RedemptionWindow | null | undefined): RedemptionWindowValues {
  return window ? { limited: true, ...window } : { limited: false, days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', blackoutDates: [] };
}

/** The multipart field: the window as JSON, or '' for none (which removes one on an edit). */
export function redemptionWindowField(values: RedemptionWindowValues): string {
  if (!values.limited) return '';
  const { days, from, to, blackoutDates } = values;
  return JSON.stringify({ days, from, to, blackoutDates });
}

/** The server's rule on what the form holds: the message when it is not a window, in the language now. */
export function redemptionWindowError(values: RedemptionWindowValues): string | undefined {
  const parsed = parseRedemptionWindow(redemptionWindowField(values));
  if (!('error' in parsed)) return undefined;
  const key = (Object.keys(REDEMPTION_WINDOW_MESSAGES) as (keyof typeof REDEMPTION_WINDOW_MESSAGES)[]).find(
    (name) => REDEMPTION_WINDOW_MESSAGES[name] === parsed.error,
  );
  return key ? message(redemptionWindowMessages, key) : parsed.error;
}
