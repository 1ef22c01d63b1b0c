import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

/**
 * A table column whose cell is lines one under another (a row's name, then its details):
 * `lines` gives them, a `CellTitle` first, then `CellNote`s, badges or plain text.
 */
export function linesColumn<T>(column: Omit<DataTableColumn<T>, 'cell'>, lines: (row: T) => ReactNode): DataTableColumn<T> {
  return { ...column, cell: (row) => <div className="ui-cell-lines">{lines(row)}</div> };
}

/** The row's name, the first of a cell's lines, in bold. */
export function CellTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={['ui-cell-lines__title', className].filter(Boolean).join(' ')}>{children}</span>;
}

/** A detail line of a cell, in small muted type. */
export function CellNote({ children }: { children: ReactNode }) {
  return <span className="ui-cell-lines__note">{children}</span>;
}
