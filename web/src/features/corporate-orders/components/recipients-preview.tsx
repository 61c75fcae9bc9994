import { Table } from '../../../components/ui/table';
import { corporateOrderMessages, translate, type Locale, type RecipientRowError } from '@gv/proto';
import { useLocale, useMessages } from '../../../lib/i18n';
import { corporateOrdersMessages } from './corporate-orders.messages';

/** A row's message without its "Row 3: " (the table shows the row apart), in the language it was written in. */
function rowMessage(locale: Locale) {
  return (message: string, row: number) => {
    const prefix = translate(corporateOrderMessages, locale, 'row', { row, problem: '' });
    return message.startsWith(prefix) ? message.slice(prefix.length) : message;
  };
}

/** A cell the CSV left empty. */
const NONE = '–';

/** The CSV's rows as read, each marked fine or with what is wrong, so the admin fixes the file before creating. */
export function RecipientsPreview({ rows, errors }: { rows: { name: string; email: string }[]; errors: RecipientRowError[] }) {
  const t = useMessages(corporateOrdersMessages);
  const withoutRow = rowMessage(useLocale());
  const problems = new Map(errors.filter(({ row }) => row > 0).map(({ row, message }) => [row, withoutRow(message, row)]));
  return (
    <div className="corporate-preview">
      <p className="corporate-preview__summary" role="status">
        {t('previewSummary', { count: rows.length, bad: problems.size })}
      </p>
      <div className="corporate-preview__scroll">
        <Table columns={[t('columnRow'), t('columnName'), t('columnEmail'), t('columnCheck')]} className="list-table corporate-table">
          {rows.map((row, index) => {
            const problem = problems.get(index + 1);
            return (
              <tr key={index} className={problem ? 'corporate-table__bad' : undefined}>
                <td data-label={t('columnRow')}>{index + 1}</td>
                <td data-label={t('columnName')}>{row.name || NONE}</td>
                <td data-label={t('columnEmail')}>{row.email || NONE}</td>
                <td data-label={t('columnCheck')}>{problem ?? t('ok')}</td>
              </tr>
            );
          })}
        </Table>
      </div>
    </div>
  );
}
