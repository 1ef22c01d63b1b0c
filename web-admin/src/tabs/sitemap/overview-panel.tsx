import { useQuery } from '@tanstack/react-query';
import { googleConnectionQueryOptions, sitemapStatusQueryOptions } from './queries';
import { QuickActions } from './quick-actions';
import { StatusCard } from './status-card';

export function OverviewPanel() {
  const status = useQuery(sitemapStatusQueryOptions());
  const connection = useQuery(googleConnectionQueryOptions());
  return (
    <div className="ui-columns sitemap-grid">
      <StatusCard status={status.data} loading={status.isPending} error={status.error} />
      <QuickActions status={status.data} connection={connection.data} />
    </div>
  );
}
