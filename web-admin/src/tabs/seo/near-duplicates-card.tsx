import type { NearDuplicatePage } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { Badge, Card, DataTable, type DataTableColumn, EmptyState, LoadError } from '../../ui';
import { nearDuplicatesQueryOptions } from './queries';

const columns: DataTableColumn<NearDuplicatePage>[] = [
  { id: 'page', header: 'Page', cell: (row) => row.page_url, sortValue: (row) => row.page_url },
  { id: 'closest', header: 'Closest page', cell: (row) => row.closest_url ?? 'None near', sortValue: (row) => row.closest_url },
  {
    id: 'similarity',
    header: 'Similarity',
    cell: (row) =>
      row.similarity === null ? '—' : row.over_threshold ? <Badge variant="destructive">{`${row.similarity}% - near-duplicate`}</Badge> : `${row.similarity}%`,
    sortValue: (row) => row.similarity ?? -1,
    align: 'end',
  },
];

/** The city pages by how much of their main text another page shares, the most similar first. */
export function NearDuplicatesCard() {
  const report = useQuery(nearDuplicatesQueryOptions());
  const flagged = report.data?.pages.filter((row) => row.over_threshold).length ?? 0;
  const computedAt = report.data?.pages[0]?.computed_at;
  const description =
    'Each live city page and the page most like it (shared 5-word phrases of the main text), looked for after city changes and every night.' +
    (report.data ? ` Pages from ${report.data.threshold}% similar are flagged: add a local introduction.` : '') +
    (computedAt ? ` Last run: ${formatDateTime(computedAt)}` : '');
  return (
    <Card title="Near-Duplicate City Pages" description={description}>
      {report.error ? (
        <LoadError what="The near-duplicate pages" error={report.error} />
      ) : !report.isPending && report.data.pages.length === 0 ? (
        <EmptyState title="No city pages compared yet" description="The pages are compared after the next city change or tonight." />
      ) : (
        <>
          {report.data && <p className="ui-note">{flagged === 0 ? 'No page is over the threshold.' : `${flagged} ${flagged === 1 ? 'page' : 'pages'} over the threshold.`}</p>}
          <DataTable
            rows={report.data?.pages ?? []}
            rowKey={(row) => row.page_url}
            columns={columns}
            label="City pages by similarity to their closest page"
            loading={report.isPending}
            initialSort={{ columnId: 'similarity', direction: 'descending' }}
          />
        </>
      )}
    </Card>
  );
}
