import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';

interface ReportPeriodProps {
  intro: string;
  /** The field choosing the month or the day the report is of. */
  label: string;
  type: 'month' | 'date';
  value: string;
  onValue: (value: string) => void;
  /** Why the report failed to load, if it did. */
  error: string | null;
  /** Why the last action on it (closing the month, filing) failed, if it did. */
  actionError: string | null;
}

/** The head of a report of a month or a day: its intro, the field choosing the period, and its failures if any. */
export function ReportPeriod({ intro, label, type, value, onValue, error, actionError }: ReportPeriodProps) {
  return (
    <>
      <p className="reports__lead reports__intro">{intro}</p>
      <TextField label={label} type={type} className="month-end__month" value={value} onValue={onValue} />
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {actionError && <AlertBanner tone="error">{actionError}</AlertBanner>}
    </>
  );
}
