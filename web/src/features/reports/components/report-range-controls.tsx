import { useState } from 'react';
import { useSelector } from 'react-redux';
import { LocationFilter } from '../../../components/ui/location-filter';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { selectUser } from '../../../lib/session';
import { todayIn, useBusinessDates } from '../../../lib/format-date';
import type { ReportRange } from '../api/reports-api';
import { presetRange, PRESETS, type RangePreset } from './report-ranges';
import { TestDataToggle } from './test-data-toggle';
import { useMessages } from '../../../lib/i18n';
import { booksMessages } from './reports.messages';

/** The days a report covers, as its preset named them (or by hand), whether a live business sees its test activity, and where. */
export interface RangeChoice extends ReportRange {
  preset: RangePreset;
}

const RANGE_ENDS = ['from', 'to'] as const;

/** A report's range, this month of the business's calendar until chosen otherwise. */
export function useRangeChoice() {
  const { timeZone } = useBusinessDates();
  return useState<RangeChoice>(() => ({ preset: 'this-month', ...presetRange('this-month', todayIn(timeZone)), testData: false, locationId: '' }));
}

/**
 * A report's range: a preset or two days by hand, for a live business the switch to its test activity, and for a
 * report of one place at a time (`byLocation`) the location.
 */
export function ReportRangeControls({
  choice,
  onChange,
  byLocation = false,
}: {
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  byLocation?: boolean;
}) {
  const t = useMessages(booksMessages);
  const live = useSelector(selectUser)?.testMode === false;
  const { timeZone } = useBusinessDates();
  const choose = (preset: RangePreset) => onChange({ ...choice, preset, ...(preset === 'custom' ? {} : presetRange(preset, todayIn(timeZone))) });

  return (
    <div className="reports__controls">
      <SegmentedToggle
        label={t('rangeLabel')}
        options={PRESETS.map(({ id, label }) => ({ id, label: t(label) }))}
        value={choice.preset}
        onChange={choose}
      />
      {choice.preset === 'custom' && (
        <div className="reports__custom">
          {RANGE_ENDS.map((end) => (
            <label key={end}>
              {/* The label is a flex row: its gap spaces the words from the field. */}
              {t(end)}
              <input
                className="input"
                type="date"
                value={choice[end]}
                // Each end stays on its side of the other.
                min={end === 'to' ? choice.from : undefined}
                max={end === 'from' ? choice.to : undefined}
                onChange={(event) => event.target.value && onChange({ ...choice, [end]: event.target.value })}
              />
            </label>
          ))}
        </div>
      )}
      {byLocation && <LocationFilter value={choice.locationId} onChange={(locationId) => onChange({ ...choice, locationId })} />}
      <TestDataToggle live={live} checked={choice.testData} onChange={(testData) => onChange({ ...choice, testData })} />
    </div>
  );
}
