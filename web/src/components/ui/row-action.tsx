import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
interface RowActionProps {
  /** The button's word, e.g. "Edit". */
  action: string;
  /** The row's item as a screen reader hears it after the word, which alone does not say which row: "Edit Downtown". */
  item: string;
  onClick: () => void;
  /** The button's look beside `btn btn--sm`, e.g. `btn--secondary`. */
  look: string;
}

/** A small button in a table row that acts on that row's item. */
export function RowAction({ action, item, onClick, look }: RowActionProps) {
  const t = useMessages(controlsMessages);
  return (
    <button type="button" className={`btn btn--sm ${look}`} onClick={onClick} aria-label={t('rowAction', { action, item })}>
      {action}
    </button>
  );
}
