import { useMessages } from '../../../lib/i18n';
import { booksMessages } from './reports.messages';

/** A live business's switch between its own figures and its test activity (a business in test mode has only those). */
export function TestDataToggle({ live, checked, onChange }: { live: boolean; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useMessages(booksMessages);
  if (!live) return null;
  return (
    <label className="reports__test-data">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {t('showTestData')}
    </label>
  );
}
