import { Table, type Column } from '../../../components/ui/table';
import type { RecipientRowError } from '@gv/proto';

const COLUMNS: readonly Column[] = ['Row', 'Name', 'Email', 'Check'];

/** The CSV's rows as read, each marked fine or with what is wrong, so the admin fixes the file before creating. */
export function RecipientsPreview({ rows, errors }: { rows: { name: string; email: string }[]; errors: RecipientRowError[] }) {
  const problems = new Map(errors.filter(({ row }) => row > 0).map(({ row, message }) => [row, message.replace(/^Row \d+: /, '')]));
  return (
    <div className="corporate-preview">
      <p className="corporate-preview__summary" role="status">
        {rows.length} {rows.length === 1 ? 'recipient' : 'recipients'}
        {problems.size > 0 ? `, ${problems.size} ${problems.size === 1 ? 'row needs' : 'rows need'} fixing` : ', all rows look right'}
      </p>
      <div className="corporate-preview__scroll">
        <Table columns={COLUMNS} className="list-table corporate-table">
          {rows.map((row, index) => {
            const problem = problems.get(index + 1);
            return (
              <tr key={index} className={problem ? 'corporate-table__bad' : undefined}>
                <td data-label="Row">{index + 1}</td>
                <td data-label="Name">{row.name || '–'}</td>
                <td data-label="Email">{row.email || '–'}</td>
                <td data-label="Check">{problem ?? 'OK'}</td>
              </tr>
            );
          })}
        </Table>
      </div>
    </div>
  );
}
