import type { ReactNode, TableHTMLAttributes } from 'react';
import { moneyIn, useMoney } from '../../lib/currency';

/** A column's heading: its text, or `{ hidden }` for one read out but not shown (an actions column). */
export type Column = string | { hidden: string };

/** A table's head row, one `<th scope="col">` a column; `className` names a column's cell class, if any. */
export function TableHead({ columns, className }: { columns: readonly Column[]; className?: (column: string) => string | undefined }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const name = typeof column === 'string' ? column : column.hidden;
          const text: ReactNode = typeof column === 'string' ? column : <span className="sr-only">{column.hidden}</span>;
          return (
            <th key={name} scope="col" className={className?.(name)}>
              {text}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  columns: readonly Column[];
  /** Puts the table in a `table-wrap`, which scrolls sideways when the table is wider than the screen. */
  wrap?: boolean;
  /** The rows. */
  children: ReactNode;
};

/** A table: its head row from `columns`, then its rows. */
export function Table({ columns, wrap, children, ...table }: TableProps) {
  const drawn = (
    <table {...table}>
      <TableHead columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
  return wrap ? <div className="table-wrap">{drawn}</div> : drawn;
}

/** A row across every column that stands for the rows: a failure with its Retry, or what an empty list says. */
export function MessageRow({ className, columns, children }: { className: string; columns: number; children: ReactNode }) {
  return (
    <tr className={className}>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

/** A cell of major units in `currency` (else the page's), aligned as the money columns are; `label` names its column where the table stacks on a phone. */
export function MoneyCell({ label, dollars, currency }: { label: string; dollars: number; currency?: string }) {
  const contextual = useMoney();
  const money = currency ? moneyIn(currency) : contextual;
  return (
    <td className="money" data-label={label}>
      {money.format(dollars)}
    </td>
  );
}
