import type { SitemapStatus } from '@local-seo/contracts';
import { formatDateTime, formatFileSize, formatNumber } from '../../lib/format';
import { Alert, Badge, Card, Fact, FactList, LoadError, Skeleton } from '../../ui';

/** What the current sitemap is: whether it exists, what it lists, how big and how recent, and whether it is behind. */
export function StatusCard({ status, loading, error }: { status: SitemapStatus | undefined; loading: boolean; error: Error | null }) {
  return (
    <Card title="Sitemap Status" description="Checked every 30 seconds.">
      {error ? (
        <LoadError what="The sitemap status" error={error} />
      ) : loading || !status ? (
        <div role="status" className="ui-stack sitemap-facts__loading">
          <span className="visually-hidden">Loading the sitemap status...</span>
          <Skeleton height="1.25rem" />
          <Skeleton height="1.25rem" />
          <Skeleton height="1.25rem" />
        </div>
      ) : (
        <>
          <FactList minColumnWidth="10rem">
            <Fact label="Sitemap">
              {status.exists ? <Badge variant="success">Exists</Badge> : <Badge variant="warning">Not generated</Badge>}
            </Fact>
            <Fact label="Cities">{formatNumber(status.cityCount)}</Fact>
            <Fact label="URLs">{formatNumber(status.urlCount)}</Fact>
            <Fact label="Size">{formatFileSize(status.size)}</Fact>
            <Fact label="Last updated">{status.lastModified ? formatDateTime(status.lastModified) : 'Never'}</Fact>
            <Fact label="Layout">{status.isIndex ? `Index of ${formatNumber(status.sitemapCount)} sitemaps` : 'Single sitemap'}</Fact>
            <Fact label="Address" wide>
              <a href={status.sitemapUrl} target="_blank" rel="noreferrer">
                {status.sitemapUrl}
              </a>
            </Fact>
          </FactList>
          <div className="ui-stack sitemap-alerts">
            {status.needsRegeneration && (
              <Alert variant="warning" title="The sitemap needs regeneration">
                {status.regenerationReason ?? 'The pages have changed since it was generated.'}
              </Alert>
            )}
            {status.lastError && (
              <Alert variant="destructive" title="The last generation failed">
                {status.lastError}
              </Alert>
            )}
            {status.lastWarning && (
              <Alert variant="warning" title="The last generation had a warning">
                {status.lastWarning}
              </Alert>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
