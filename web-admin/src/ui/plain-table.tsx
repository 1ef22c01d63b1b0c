import type { ReactNode } from 'react';
import './plain-table.css';

interface PlainTableProps {
  /** The column headings, left to right; `{ hidden }` for one read by screen readers only (row actions). */
  columns: readonly (string | { hidden: string })[];
  /** Shown above the table, and its accessible name; or give `label` for a name alone. */
  caption?: ReactNode;
  label?: string;
  /** Smaller text, for a table inside a form or a dialog. */
  compact?: boolean;
  /** The rows (`<tr>`), one cell per column. */
  children: ReactNode;
}

/**
 * A small read-only table: headings and the caller's rows, no sorting or paging
 * (DataTable is for lists). Refused import rows, a conflict's differing fields and
 * the audit trail look alike through it.
 */
export function PlainTable({ columns, caption, label, compact = false, children }: PlainTableProps) {
  return (
    <table className={compact ? 'ui-plain-table ui-plain-table--compact' : 'ui-plain-table'} aria-label={label}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th scope="col" key={column}>
                {column}
              </th>
            ) : (
              <th scope="col" key={column.hidden}>
                <span className="visually-hidden">{column.hidden}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
