import { useMemo, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { SearchBox } from '../../../components/ui/search-box';
import { browserTimeZone, choiceOf, matchesSearch, timeZoneChoices } from '../../../lib/time-zones';
import { SelectOptions } from '../../../components/ui/select-options';
import { useMessages } from '../../../lib/i18n';
import { profileMessages } from './business-profile-card.messages';

/** The field of a choice its option shows (its label, worded by lib/time-zones). */
const ZONE_LABEL = 'label';

/** The business's time zone: a select of every zone the browser knows, narrowed by a search box, with the browser's zone as a hint. */
export function TimeZoneField({ value, error, onChange }: { value: string; error?: string | null; onChange: (zone: string) => void }) {
  const [search, setSearch] = useState('');
  const t = useMessages(profileMessages);
  const choices = useMemo(() => timeZoneChoices(), []);
  const browserZone = useMemo(browserTimeZone, []);
  const listed = useMemo(() => {
    const all = choices.some((choice) => choice.zone === value) ? choices : [choiceOf(value), ...choices];
    // The saved zone stays listed whatever the search, so the select never shows a value it does not hold.
    return all.filter((choice) => choice.zone === value || matchesSearch(choice, search));
  }, [choices, value, search]);
  const matches = listed.filter((choice) => matchesSearch(choice, search)).length;

  return (
    <FormField
      label={t('timeZone')}
      error={error}
      hint={browserZone ? t('timeZoneHintBrowser', { zone: browserZone.replaceAll('_', ' ') }) : t('timeZoneHint')}
    >
      {(control) => (
        <div className="time-zone">
          <SearchBox value={search} onChange={setSearch} placeholder={t('searchZones')} label={t('searchZones')} />
          <span className="sr-only" role="status">
            {search.trim() ? t('zonesFound', { count: matches }) : ''}
          </span>
          <select {...control} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
            <SelectOptions choices={listed} value="zone" label={ZONE_LABEL} />
          </select>
          {browserZone && browserZone !== value && (
            <button type="button" className="btn btn--secondary btn--sm time-zone__use-browser" onClick={() => onChange(browserZone)}>
              {t('useZone', { zone: browserZone.replaceAll('_', ' ') })}
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}
