import './meter-bar.css';

interface MeterBarProps {
  /** The screen's class for the track (its size); its fill is the `span` inside it. */
  className?: string;
  /** `meter` for an amount within a range (a balance), `progressbar` for a task under way. */
  role?: 'meter' | 'progressbar';
  label: string;
  value: number;
  max: number;
  /** The value in words, where the number alone does not say it. */
  valueText?: string;
  /** Set on the fill as `data-state`, for a colour by state. */
  state?: string;
}

/** A bar filled to `value` out of `max` (full when `max` is 0), named for assistive technology. */
export function MeterBar({ className, role = 'meter', label, value, max, valueText, state }: MeterBarProps) {
  const percent = max === 0 ? 100 : Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <div
      className={['meter-bar', `meter-bar--${role}`, className].filter(Boolean).join(' ')}
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <span style={{ width: `${percent}%` }} data-state={state} />
    </div>
  );
}
