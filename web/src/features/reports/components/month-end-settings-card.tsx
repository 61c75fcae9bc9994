import type { ReactNode } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';

/** A card of the month-end settings, `id` naming it: its title and lead over a form of `children` saved by `onSave`. */
export function MonthEndSettingsCard({
  id,
  title,
  lead,
  saveLabel,
  busy,
  onSave,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  saveLabel: string;
  busy: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <article className="reports__card reports__card--wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="reports__lead">{lead}</p>
      <form
        className="month-end__accounts"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
        <BusyButton type="submit" className="btn btn--secondary" busy={busy}>
          {saveLabel}
        </BusyButton>
      </form>
    </article>
  );
}
