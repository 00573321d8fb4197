import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** The label of the cell on phones, where each row becomes a card; defaults to the header. */
  label?: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  empty?: ReactNode;
}

/**
 * One table for every list of the back office: a real table from md up, a stack of cards on a
 * 360 px phone (each cell with its column name), with no horizontal scrolling.
 */
export function DataTable<T>({ caption, rows, columns, rowKey, empty }: DataTableProps<T>) {
  if (rows.length === 0 && empty)
    return <div className="rounded-2xl border border-sand-200 bg-white p-8 text-center">{empty}</div>;
  // A wide table scrolls inside its card instead of widening the page.
  return (
    <div className="md:overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b-2 border-sand-200 text-xs tracking-wide text-muted uppercase">
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cx('px-3 py-2 font-semibold', c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="bg-white max-md:block max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:py-2 md:border-b md:border-sand-200"
            >
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={cx(
                    'align-middle max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:px-4 max-md:py-1.5 md:px-3 md:py-2',
                    c.className,
                  )}
                >
                  <span className="shrink-0 text-xs font-semibold text-muted md:hidden">
                    {c.label ?? (typeof c.header === 'string' ? c.header : '')}
                  </span>
                  <div className="min-w-0 max-md:text-right">{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
