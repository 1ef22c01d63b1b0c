import type { SubmissionRecord } from '@local-seo/contracts';
import { formatDateTime } from '../../lib/format';
import { Badge, Card, DataTable, type BadgeVariant, type DataTableColumn } from '../../ui';

const outcomes: Record<SubmissionRecord['outcome'], { label: string; variant: BadgeVariant }> = {
  submitted: { label: 'Submitted', variant: 'success' },
  'nothing-to-submit': { label: 'Nothing to submit', variant: 'muted' },
  failed: { label: 'Failed', variant: 'destructive' },
  'not-configured': { label: 'Not configured', variant: 'warning' },
};

const columns: DataTableColumn<SubmissionRecord>[] = [
  { id: 'when', header: 'When', cell: (row) => formatDateTime(row.submittedAt), sortValue: (row) => row.submittedAt },
  { id: 'trigger', header: 'Trigger', cell: (row) => (row.trigger === 'manual' ? 'Manual' : 'Automatic') },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: (row) => <Badge variant={outcomes[row.outcome].variant}>{outcomes[row.outcome].label}</Badge>,
  },
  { id: 'message', header: 'Message', cell: (row) => row.message },
];

/** The latest submissions to one engine, as the sitemap service recorded them. */
export function SubmissionHistory({
  title,
  submissions,
  loading,
}: {
  title: string;
  submissions: readonly SubmissionRecord[] | undefined;
  loading: boolean;
}) {
  return (
    <Card title={title} headingLevel={2}>
      <DataTable
        rows={submissions ?? []}
        columns={columns}
        label={title}
        loading={loading}
        empty="No submissions yet."
        initialSort={{ columnId: 'when', direction: 'descending' }}
        pageSizes={[10]}
      />
    </Card>
  );
}
