import type { SubmittedSitemap } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '../../lib/format';
import { Alert, Badge, Button, Card, DataTable, type DataTableColumn, LoadError, Skeleton } from '../../ui';
import { googleConnectionQueryOptions, googleSitemapStatusQueryOptions } from './queries';
import { SubmissionHistory } from './submission-history';

const sitemapColumns: DataTableColumn<SubmittedSitemap>[] = [
  { id: 'path', header: 'Sitemap', cell: (row) => row.path, sortValue: (row) => row.path },
  {
    id: 'submitted',
    header: 'Last submitted',
    cell: (row) => formatDateTime(row.lastSubmitted) || '—',
    sortValue: (row) => row.lastSubmitted,
  },
  {
    id: 'downloaded',
    header: 'Last downloaded',
    cell: (row) => formatDateTime(row.lastDownloaded) || '—',
    sortValue: (row) => row.lastDownloaded,
  },
  {
    id: 'state',
    header: 'State',
    cell: (row) => (row.isPending ? <Badge variant="warning">Pending</Badge> : <Badge variant="success">Processed</Badge>),
  },
  { id: 'errors', header: 'Errors', cell: (row) => formatNumber(row.errors), sortValue: (row) => row.errors, align: 'end' },
  { id: 'warnings', header: 'Warnings', cell: (row) => formatNumber(row.warnings), sortValue: (row) => row.warnings, align: 'end' },
];

function ConnectionCard() {
  const connection = useQuery(googleConnectionQueryOptions());
  const { data } = connection;
  return (
    <Card
      title="Connection"
      actions={
        <Button variant="outline" size="sm" busy={connection.isFetching} onClick={() => void connection.refetch()}>
          {connection.isFetching ? 'Testing...' : 'Test Connection'}
        </Button>
      }
    >
      {connection.error ? (
        <Alert variant="destructive" title="The connection could not be tested">
          {connection.error.message}
        </Alert>
      ) : !data ? (
        <div role="status">
          <span className="visually-hidden">Testing the connection...</span>
          <Skeleton height="1.25rem" />
        </div>
      ) : (
        <div className="sitemap-connection">
          <p className="sitemap-connection__state">
            {data.success ? <Badge variant="success">Connected</Badge> : <Badge variant="destructive">Not connected</Badge>}
            {data.success &&
              (data.siteVerified ? <Badge variant="success">Site verified</Badge> : <Badge variant="warning">Site not verified</Badge>)}
          </p>
          <p className="sitemap-connection__message">{data.message}</p>
        </div>
      )}
    </Card>
  );
}

/** The Google Search Console tab: the connection, what Google has of our sitemaps, and our submissions. */
export function GoogleConsolePanel() {
  const status = useQuery(googleSitemapStatusQueryOptions());
  const google = status.data;
  return (
    <div className="ui-stack">
      {google && !google.configured && (
        <Alert variant="warning" title="Google Search Console is not configured">
          {google.message}
        </Alert>
      )}
      <ConnectionCard />
      <Card
        title="Submitted Sitemaps"
        description={
          google?.siteUrl ? `As Search Console reports them for ${google.siteUrl}. Checked every 60 seconds.` : 'Checked every 60 seconds.'
        }
      >
        {status.error ? (
          <LoadError what="The Search Console status" error={status.error} />
        ) : (
          <>
            {google?.configured && !google.success && (
              <Alert variant="destructive" title="Search Console did not list the sitemaps">
                {google.message}
              </Alert>
            )}
            <DataTable
              rows={google?.sitemaps ?? []}
              columns={sitemapColumns}
              rowKey={(row) => row.path}
              label="Sitemaps submitted to Google"
              loading={status.isPending}
              empty={google?.configured ? 'No sitemaps have been submitted to Google yet.' : 'Search Console is not connected.'}
              pageSizes={[10, 25]}
            />
          </>
        )}
      </Card>
      <SubmissionHistory title="Recent Google submissions" submissions={google?.submissions} loading={status.isPending} />
    </div>
  );
}
