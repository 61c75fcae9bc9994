import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import type { CatalogKey, MonthEndSettings } from '@gv/proto';
import { BusyButton } from '../../../components/ui/busy-button';
import { useMessages } from '../../../lib/i18n';
import { reportsActions } from '../reports-slice';
import { monthEndMessages } from './month-end.messages';

type MonthEndKey = CatalogKey<typeof monthEndMessages>;

/** Each card's title, lead and save button. */
const CARDS = {
  accounts: { title: 'accountsTitle', lead: 'accountsLead', save: 'saveAccounts' },
  holder: { title: 'holderTitle', lead: 'holderLead', save: 'saveHolder' },
} as const satisfies Record<string, Record<'title' | 'lead' | 'save', MonthEndKey>>;

interface MonthEndSettingsCardProps {
  /** Which card: it names the card's heading id too. */
  id: keyof typeof CARDS;
  settings: MonthEndSettings;
  month: string;
  /** The settings the form changes, saved over `settings`. */
  changed: Partial<MonthEndSettings>;
  busy: boolean;
  children: ReactNode;
}

/** A card of the month-end settings: its title and lead over a form of `children`, which saves `changed`. */
export function MonthEndSettingsCard({ id, settings, month, changed, busy, children }: MonthEndSettingsCardProps) {
  const t = useMessages(monthEndMessages);
  const dispatch = useDispatch();
  const texts = CARDS[id];
  return (
    <article className="reports__card reports__card--wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(texts.title)}</h2>
      <p className="reports__lead">{t(texts.lead)}</p>
      <form
        className="month-end__accounts"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(reportsActions.saveMonthEndSettings({ month, settings: { ...settings, ...changed } }));
        }}
      >
        {children}
        <BusyButton type="submit" className="btn btn--secondary" busy={busy}>
          {t(texts.save)}
        </BusyButton>
      </form>
    </article>
  );
}
