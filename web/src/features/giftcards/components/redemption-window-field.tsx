import { useState } from 'react';
import { describeWindow, parseRedemptionWindow } from '@gv/proto';
import { redemptionWindowField, type RedemptionWindowValues } from '../redemption-window-values';

/** Monday first, as the week is written; values are the API's 0 (Sunday) to 6. */
const WEEK = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
  [0, 'Sun'],
] as const;

interface RedemptionWindowFieldProps {
  id: string;
  value: RedemptionWindowValues;
  error?: string;
  onChange: (value: RedemptionWindowValues) => void;
}

/** "Only on some days and hours": the days of the week, from/to times and blackout dates, in the business's time zone. */
export function RedemptionWindowField({ id, value, error, onChange }: RedemptionWindowFieldProps) {
  const [blackout, setBlackout] = useState('');
  const set = (change: Partial<RedemptionWindowValues>) => onChange({ ...value, ...change });
  const toggleDay = (day: number) => set({ days: value.days.includes(day) ? value.days.filter((d) => d !== day) : [...value.days, day].sort() });
  const addBlackout = () => {
    if (blackout && !value.blackoutDates.includes(blackout)) set({ blackoutDates: [...value.blackoutDates, blackout].sort() });
    setBlackout('');
  };
  const parsed = parseRedemptionWindow(redemptionWindowField(value));
  const summary = 'window' in parsed && parsed.window ? describeWindow(parsed.window) : null;

  return (
    <fieldset className="field field--full gc-window" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field__label">Redemption window</legend>
      <label className="gc-window__toggle">
        <input id={id} type="checkbox" checked={value.limited} onChange={(event) => set({ limited: event.target.checked })} />
        Only on some days and hours (a “weekday lunch” card)
      </label>
      {value.limited && (
        <>
          <div className="gc-window__days" role="group" aria-label="Days it can be redeemed">
            {WEEK.map(([day, name]) => (
              <label key={day} className={`gc-chip${value.days.includes(day) ? ' gc-chip--on' : ''}`}>
                <input type="checkbox" checked={value.days.includes(day)} onChange={() => toggleDay(day)} />
                {name}
              </label>
            ))}
          </div>
          <div className="gc-window__hours">
            <label>
              From <input className="input" type="time" value={value.from} onChange={(event) => set({ from: event.target.value })} />
            </label>
            <label>
              To{' '}
              <input
                className="input"
                type="time"
                value={value.to === '24:00' ? '23:59' : value.to}
                onChange={(event) => set({ to: event.target.value })}
              />
            </label>
          </div>
          <div className="gc-window__blackouts">
            <label>
              Blackout date <input className="input" type="date" value={blackout} onChange={(event) => setBlackout(event.target.value)} />
            </label>
            <button type="button" className="btn btn--secondary btn--sm" disabled={!blackout} onClick={addBlackout}>
              Add date
            </button>
            {value.blackoutDates.length > 0 && (
              <ul className="gc-window__dates" aria-label="Blackout dates">
                {value.blackoutDates.map((date) => (
                  <li key={date}>
                    {date}
                    <button
                      type="button"
                      aria-label={`Remove ${date}`}
                      onClick={() => set({ blackoutDates: value.blackoutDates.filter((d) => d !== date) })}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <span id={`${id}-hint`} className="field__hint">
        {value.limited
          ? summary
            ? `Redeemable ${summary}, in your business’s time zone. The counter refuses it at other times.`
            : 'Choose the days and hours.'
          : 'Redeemable whenever you are open.'}
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
