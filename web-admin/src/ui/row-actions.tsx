import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

/**
 * A table's last column: the buttons of a row, side by side at its end, under a header
 * only screen readers read. The buttons repeat on every row, so each names its row in its
 * aria-label (`Edit ${name}`): the tab words that, this column only lays them out.
 */
export function rowActionsColumn<T>(actions: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    id: 'actions',
    header: 'Actions',
    headerHidden: true,
    align: 'end',
    cell: (row) => <span className="ui-row-actions">{actions(row)}</span>,
  };
}
