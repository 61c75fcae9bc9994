import type { ReactNode } from 'react';
import { ListState, type ListStateProps } from './list-state';
import { Table, type Column } from './table';

type ListTableProps<T> = Omit<ListStateProps<T>, 'children'> & {
  columns: readonly Column[];
  className: string;
  /** Puts the table in a `table-wrap`, which scrolls sideways when the table is wider than the screen. */
  wrap?: boolean;
  /** The React key of an item's row. */
  rowKey: (item: T) => string;
  /** An item's cells. */
  cells: (item: T) => ReactNode;
};

/** A loaded list as a table, one row an item; before it has items, its failure, spinner or empty text (see `ListState`). */
export function ListTable<T>({ columns, className, wrap, rowKey, cells, ...state }: ListTableProps<T>) {
  return (
    <ListState {...state}>
      {(items) => (
        <Table wrap={wrap} columns={columns} className={className}>
          {items.map((item) => (
            <tr key={rowKey(item)}>{cells(item)}</tr>
          ))}
        </Table>
      )}
    </ListState>
  );
}
