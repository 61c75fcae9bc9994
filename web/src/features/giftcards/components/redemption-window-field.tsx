import { useState } from 'react';
import { describeWindow, parseRedemptionWindow } from '@gv/proto';
import { redemptionWindowField, type RedemptionWindowValues } from '../redemption-window-values';
import { useLocale, useMessages } from '../../../lib/i18n';
import { formMessages } from './gift-card-form.messages';

/** Monday first, as the week is written; values are the API's 0 (Sunday) to 6. */
const WEEK = [
  [1, 'mon'],
  [2, 'tue'],
  [3, 'wed'],
  [4, 'thu'],
  [5, 'fri'],
  [6, 'sat'],
  [0, 'sun'],
] as const;

const REMOVE_SIGN = '×';

interface RedemptionWindowFieldProps {
  id: string;
  value: RedemptionWindowValues;
  error?: string;
  onChange: (value: RedemptionWindowValues) => void;
}

/** "Only on some days and hours": the days of the week, from/to times and blackout dates, in the business's time zone. */
export function RedemptionWindowField({ id, value, error, onChange }: RedemptionWindowFieldProps) {
  const t = useMessages(formMessages);
  const locale = useLocale();
  const toLabel = `${t('to')} `;
  const [blackout, setBlackout] = useState('');
  const set = (change: Partial<RedemptionWindowValues>) => onChange({ ...value, ...change });
  const toggleDay = (day: number) => set({ days: value.days.includes(day) ? value.days.filter((d) => d !== day) : [...value.days, day].sort() });
  const addBlackout = () => {
    if (blackout && !value.blackoutDates.includes(blackout)) set({ blackoutDates: [...value.blackoutDates, blackout].sort() });
    setBlackout('');
  };
  const parsed = parseRedemptionWindow(redemptionWindowField(value));
  const summary = 'window' in parsed && parsed.window ? describeWindow(parsed.window, locale) : null;

  return (
    <fieldset className="field field--full gc-window" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field__label">{t('windowLegend')}</legend>
      <label className="gc-window__toggle">
        <input id={id} type="checkbox" checked={value.limited} onChange={(event) => set({ limited: event.target.checked })} />
        {t('windowToggle')}
      </label>
      {value.limited && (
        <>
          <div className="gc-window__days" role="group" aria-label={t('daysLabel')}>
            {WEEK.map(([day, name]) => (
              <label key={day} className={`gc-chip${value.days.includes(day) ? ' gc-chip--on' : ''}`}>
                <input type="checkbox" checked={value.days.includes(day)} onChange={() => toggleDay(day)} />
                {t(name)}
              </label>
            ))}
          </div>
          <div className="gc-window__hours">
            <label>
              {t('from')} <input className="input" type="time" value={value.from} onChange={(event) => set({ from: event.target.value })} />
            </label>
            <label>
              {toLabel}
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
              {t('blackoutDate')} <input className="input" type="date" value={blackout} onChange={(event) => setBlackout(event.target.value)} />
            </label>
            <button type="button" className="btn btn--secondary btn--sm" disabled={!blackout} onClick={addBlackout}>
              {t('addDate')}
            </button>
            {value.blackoutDates.length > 0 && (
              <ul className="gc-window__dates" aria-label={t('blackoutDates')}>
                {value.blackoutDates.map((date) => (
                  <li key={date}>
                    {date}
                    <button
                      type="button"
                      aria-label={t('removeDate', { date })}
                      onClick={() => set({ blackoutDates: value.blackoutDates.filter((d) => d !== date) })}
                    >
                      {REMOVE_SIGN}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <span id={`${id}-hint`} className="field__hint">
        {value.limited ? (summary ? t('windowSummary', { summary }) : t('windowChoose')) : t('windowAlways')}
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
