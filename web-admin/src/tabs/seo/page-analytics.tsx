import type { OnpageResult, SeoPage, SerpRow } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { formatDateTime, formatNumber } from '../../lib/format';
import { Alert, Badge, type BadgeVariant, Button, Card, DataTable, type DataTableColumn, EmptyState, LoadError, QueryTable, Select, useToast } from '../../ui';
import { NearDuplicatesCard } from './near-duplicates-card';
import { VitalsCard } from './vitals-card';
import { PositionBadge } from './position-badge';
import { onpageQueryOptions, seoPagesQueryOptions, serpQueryOptions, useRunAudit } from './queries';
import { auditSummaryText, pageOptionValue, scoreTone } from './rules';

const toneVariant: Record<ReturnType<typeof scoreTone>, BadgeVariant> = { good: 'success', fair: 'warning', poor: 'destructive' };

function Score({ value }: { value: number }) {
  return <Badge variant={toneVariant[scoreTone(value)]}>{value}</Badge>;
}

const numeric = (header: string, id: string, read: (row: OnpageResult) => number): DataTableColumn<OnpageResult> => ({
  id,
  header,
  cell: (row) => formatNumber(read(row)),
  sortValue: read,
  align: 'end',
});

const auditColumns: DataTableColumn<OnpageResult>[] = [
  { id: 'page', header: 'Page', cell: (row) => row.page_url, sortValue: (row) => row.page_url },
  {
    id: 'score',
    header: 'Score',
    cell: (row) =>
      row.http_status === 200 ? <Score value={row.overall_score} /> : <Badge variant="destructive">{row.http_status ?? 'No answer'}</Badge>,
    sortValue: (row) => row.overall_score,
  },
  numeric('Title', 'title', (row) => row.meta_title_score),
  numeric('Description', 'description', (row) => row.meta_description_score),
  numeric('H1', 'h1', (row) => row.h1_score),
  numeric('Content', 'content', (row) => row.content_score),
  numeric('Missing alt', 'alt', (row) => row.images_without_alt),
  {
    id: 'load',
    header: 'Load time',
    cell: (row) => (row.page_load_time === null ? '—' : `${formatNumber(row.page_load_time)} ms`),
    sortValue: (row) => row.page_load_time,
    align: 'end',
  },
  numeric('Issues', 'issues', (row) => row.issues_found.length),
];

const serpColumns: DataTableColumn<SerpRow>[] = [
  { id: 'keyword', header: 'Keyword', cell: (row) => row.keyword, sortValue: (row) => row.keyword },
  { id: 'position', header: 'Position', cell: (row) => <PositionBadge position={row.position} />, sortValue: (row) => row.position },
  { id: 'clicks', header: 'Clicks', cell: (row) => formatNumber(row.clicks), sortValue: (row) => row.clicks, align: 'end' },
  {
    id: 'impressions',
    header: 'Impressions',
    cell: (row) => formatNumber(row.impressions),
    sortValue: (row) => row.impressions,
    align: 'end',
  },
  { id: 'tracked', header: 'Tracked', cell: (row) => formatDateTime(row.tracked_at), sortValue: (row) => row.tracked_at },
];

/** One page: the issues of its latest audit and its keywords' standings over the runs. */
function PageDetails({ page, audit }: { page: SeoPage; audit: OnpageResult | undefined }) {
  const serp = useQuery(serpQueryOptions(page));
  return (
    <div className="ui-stack">
      {!audit ? (
        <p className="ui-note">This page has not been audited yet.</p>
      ) : audit.issues_found.length === 0 ? (
        <Alert variant="success" title="No issues found">
          The audit of {formatDateTime(audit.tracked_at)} found nothing to fix.
        </Alert>
      ) : (
        <Alert variant="warning" title={`${audit.issues_found.length} issues found`}>
          <ul className="seo-issues">
            {audit.issues_found.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </Alert>
      )}
      <QueryTable
        query={serp}
        what="The rankings"
        columns={serpColumns}
        label={`Keyword rankings of ${page.name}`}
        pageSizes={[10, 25, 50]}
        empty="No tracking data for this page yet."
      />
    </div>
  );
}

export function PageAnalytics() {
  const { toast } = useToast();
  const pages = useQuery(seoPagesQueryOptions());
  const audits = useQuery(onpageQueryOptions());
  const audit = useRunAudit();
  const [chosen, setChosen] = useState('');
  const page = pages.data?.find((candidate) => pageOptionValue(candidate) === chosen);
  const pageOptions = useMemo(
    () => (pages.data ?? []).map((p) => ({ value: pageOptionValue(p), label: `${p.name} (${p.url})${p.active ? '' : ' - inactive'}` })),
    [pages.data],
  );

  const lastAudit = audits.data?.reduce<string | null>(
    (latest, row) => (latest && latest > row.tracked_at ? latest : row.tracked_at),
    null,
  );

  const runAudit = () =>
    audit.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Audit completed', description: auditSummaryText(result) }),
      onError: (error) =>
        toastFailure('Audit failed', error, 'Failed to audit the pages'),
    });

  return (
    <div className="ui-stack">
      <Card
        title="On-Page Audit"
        description={`Each public page's server-rendered HTML, scored for its title, description, heading, content, links and images.${lastAudit ? ` Last audit: ${formatDateTime(lastAudit)}` : ''}`}
        actions={
          <Button busy={audit.isPending} onClick={runAudit}>
            {audit.isPending ? 'Auditing...' : 'Run Audit'}
          </Button>
        }
      >
        {audits.error ? (
          <LoadError what="The audits" error={audits.error} />
        ) : !audits.isPending && audits.data.length === 0 ? (
          <EmptyState title="No pages have been audited yet" description="Run an audit to score the public pages." />
        ) : (
          <DataTable
            rows={audits.data ?? []}
            columns={auditColumns}
            label="Latest on-page audit of each page"
            loading={audits.isPending}
            initialSort={{ columnId: 'score', direction: 'ascending' }}
          />
        )}
      </Card>
      <NearDuplicatesCard />
      <VitalsCard />
      <Card title="Page Details" description="Choose a page to see its audit issues and where its keywords rank.">
        <Select label="Page" placeholder="Select a page" options={pageOptions} value={chosen} onValue={setChosen} disabled={pages.isPending} error={pages.error?.message} />
        {page && <PageDetails page={page} audit={audits.data?.find((row) => row.page_url === page.url)} />}
      </Card>
    </div>
  );
}
