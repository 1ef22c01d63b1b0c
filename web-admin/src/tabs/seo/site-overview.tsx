import type { TrackingRun } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '../../lib/format';
import { Alert, Badge, type BadgeVariant, Card, type DataTableColumn, EmptyState, QueryTable, StatStrip } from '../../ui';
import { onpageQueryOptions, seoKeywordsQueryOptions, trackingRunsQueryOptions } from './queries';
import { averageScore, formatPosition, summarizeKeywords } from './rules';

const runStatus: Record<TrackingRun['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'muted' },
  running: { label: 'Running', variant: 'default' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const runColumns: DataTableColumn<TrackingRun>[] = [
  {
    id: 'started',
    header: 'Started',
    cell: (run) => formatDateTime(run.started_at ?? run.created_at),
    sortValue: (run) => run.started_at ?? run.created_at,
  },
  { id: 'type', header: 'Type', cell: (run) => (run.run_type === 'manual' ? 'Manual' : 'Scheduled') },
  { id: 'status', header: 'Status', cell: (run) => <Badge variant={runStatus[run.status].variant}>{runStatus[run.status].label}</Badge> },
  {
    id: 'tracked',
    header: 'Keywords tracked',
    cell: (run) => formatNumber(run.keywords_tracked),
    sortValue: (run) => run.keywords_tracked,
    align: 'end',
  },
  { id: 'calls', header: 'API calls', cell: (run) => formatNumber(run.api_calls_made), align: 'end' },
  { id: 'error', header: 'Error', cell: (run) => run.error_message ?? '' },
];

/** What the service really has: keyword standings, tracking runs and on-page scores; no backlink source exists. */
export function SiteOverview() {
  const keywords = useQuery(seoKeywordsQueryOptions());
  const runs = useQuery(trackingRunsQueryOptions());
  const audits = useQuery(onpageQueryOptions());
  const summary = summarizeKeywords(keywords.data ?? []);
  const score = averageScore(audits.data ?? []);

  const figures = [
    { label: 'Tracked Keywords', value: summary.total, loading: keywords.isPending },
    { label: 'Ranked in Top 10', value: summary.top10, loading: keywords.isPending },
    {
      label: 'Average Position',
      value: summary.averagePosition === null ? '—' : formatPosition(Math.round(summary.averagePosition * 10) / 10),
      loading: keywords.isPending,
    },
    { label: 'Average On-Page Score', value: score === null ? '—' : `${score}/100`, loading: audits.isPending },
  ];

  return (
    <>
      <StatStrip label="SEO figures" figures={figures} />
      <div className="ui-stack">
        {(keywords.error ?? audits.error) && (
          <Alert variant="destructive" title="Some SEO data could not be loaded">
            {(keywords.error ?? audits.error)?.message}
          </Alert>
        )}
        <Card title="Tracking Runs" description="Positions come from Google Search Console; each run records every active keyword.">
          <QueryTable
            query={runs}
            what="The tracking runs"
            columns={runColumns}
            label="Tracking runs"
            initialSort={{ columnId: 'started', direction: 'descending' }}
            pageSizes={[10, 20]}
            empty="No tracking runs yet. Run tracking from the Keywords tab."
          />
        </Card>
        <Card title="Backlinks">
          <EmptyState title="No backlink data" description="No backlink source is connected, so backlinks are not tracked." />
        </Card>
      </div>
    </>
  );
}
