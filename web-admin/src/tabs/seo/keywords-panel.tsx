import { trashRetentionDays, type SeoKeyword, type SeoPage } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { changeList, serverPaging } from '../../lib/list-search';
import { useSearchBox } from '../../lib/use-search-box';
import { toastFailure } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { Badge, Button, Card, ConfirmDialog, DataTable, type DataTableColumn, ExportLink, IconButton, LoadError, rowActionsColumn, SearchInput, TrashIcon, useToast } from '../../ui';
import { AddKeywordForm } from './add-keyword-form';
import { keywordPageSize, type SeoSearch } from './keyword-list';
import { PositionBadge } from './position-badge';
import { keywordPageQueryOptions, seoPagesQueryOptions, useDeleteKeyword, useTrackKeywords } from './queries';
import { pageOptionValue, trackingCompletedText, trackingFailureReason } from './rules';

interface KeywordRow extends SeoKeyword {
  pageName: string;
}

/** The keyword table; the seo service sorts by each column's sortKey (the page by its address). */
function keywordColumns(onDelete: (keyword: KeywordRow) => void): DataTableColumn<KeywordRow>[] {
  return [
    { id: 'keyword', header: 'Keyword', cell: (row) => row.keyword, sortKey: 'keyword' },
    {
      id: 'page',
      header: 'Page',
      cell: (row) => (
        <span className="seo-page-cell">
          {row.pageName} <span className="seo-page-cell__url">{row.page_url}</span>
        </span>
      ),
      sortKey: 'page',
    },
    { id: 'type', header: 'Type', cell: (row) => <Badge variant="muted">{row.keyword_type}</Badge>, sortKey: 'type' },
    { id: 'position', header: 'Position', cell: (row) => <PositionBadge position={row.position} />, sortKey: 'position' },
    { id: 'tracked', header: 'Last tracked', cell: (row) => formatDateTime(row.tracked_at) || 'Never', sortKey: 'tracked' },
    rowActionsColumn((row) => (
      <IconButton label={`Delete keyword "${row.keyword}"`} onClick={() => onDelete(row)}>
        <TrashIcon />
      </IconButton>
    )),
  ];
}

function withPageNames(keywords: readonly SeoKeyword[], pages: readonly SeoPage[]): KeywordRow[] {
  const names = new Map(pages.map((page) => [pageOptionValue(page), page.name]));
  return keywords.map((keyword) => ({ ...keyword, pageName: names.get(`${keyword.page_type}:${keyword.page_id}`) ?? keyword.page_url }));
}

const route = getRouteApi('/seo');

/** The tracked keywords, searched, sorted and paged by the seo service, their view in the URL; add, track and delete. */
export function KeywordsPanel() {
  const { toast } = useToast();
  const view = route.useSearch();
  const navigate = route.useNavigate();
  // Each change is a step of the history (back undoes it), but the search's keystrokes replace theirs.
  const go = (change: Partial<SeoSearch>, replace = false) =>
    void navigate({ search: (current) => changeList<SeoSearch>({ ...current, section: 'keywords' }, change, keywordPageSize), replace });
  const searchBox = useSearchBox(view.search ?? '', (search) => go({ search }, true));
  const pages = useQuery(seoPagesQueryOptions());
  const keywords = useQuery(keywordPageQueryOptions(view));
  const track = useTrackKeywords();
  const remove = useDeleteKeyword();
  const [toDelete, setToDelete] = useState<KeywordRow | null>(null);

  // A page past the end (its last keywords deleted meanwhile): the last page instead.
  const pastTheEnd = keywords.data && keywords.data.items.length === 0 && keywords.data.total > 0 ? Math.ceil(keywords.data.total / keywords.data.pageSize) : null;
  useEffect(() => {
    if (pastTheEnd !== null && !keywords.isPlaceholderData) go({ page: pastTheEnd }, true);
  });
  const rows = useMemo(() => withPageNames(keywords.data?.items ?? [], pages.data ?? []), [keywords.data, pages.data]);
  const columns = useMemo(() => keywordColumns(setToDelete), []);

  const runTracking = () =>
    track.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Tracking completed', description: trackingCompletedText(result.keywordsTracked) }),
      onError: (error) =>
        toast({
          title: 'Tracking failed',
          description: trackingFailureReason(errorMessage(error, 'The tracking run could not be started')),
          variant: 'destructive',
        }),
    });

  const deleteKeyword = (keyword: KeywordRow) =>
    remove.mutateAsync(keyword.id).then(
      () => toast({ title: 'Keyword deleted successfully', description: `"${keyword.keyword}" is no longer tracked.` }),
      (error: unknown) => {
        toastFailure('Failed to delete keyword', error, 'The keyword was not deleted');
        throw error;
      },
    );

  return (
    <div className="ui-stack">
      <Card title="Add Keyword" description="Keywords are tracked for a page of the public site; only active pages can be chosen.">
        <AddKeywordForm pages={pages.data ?? []} loading={pages.isPending} />
        {pages.error && (
          <LoadError what="The pages" error={pages.error} />
        )}
      </Card>
      <Card
        title="Tracked Keywords"
        description="Positions are Google's average for the keyword over the tracking window; 10 or better is highlighted."
        actions={
          <>
            <Button busy={track.isPending} onClick={runTracking}>
              {track.isPending ? 'Tracking...' : 'Run Tracking'}
            </Button>
            <ExportLink list="keywords" />
          </>
        }
      >
        <SearchInput label="Search keywords" placeholder="Keyword, page or type" value={searchBox.text} onSearch={searchBox.onSearch} fieldClassName="seo-search" />
        {keywords.error ? (
          <LoadError what="The keywords" error={keywords.error} />
        ) : (
          <DataTable
            rows={rows}
            columns={columns}
            label="Tracked keywords"
            loading={keywords.isPending}
            empty={view.search ? 'No keywords match the search.' : 'No keywords are tracked yet. Add one above.'}
            paging={serverPaging(keywords.data, view, go, { pageSize: keywordPageSize, sort: 'keyword' })}
          />
        )}
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete keyword?"
        description={toDelete ? `"${toDelete.keyword}" goes to the Trash with its tracking history, and can be restored from there for ${trashRetentionDays} days.` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={() => (toDelete ? deleteKeyword(toDelete) : undefined)}
      />
    </div>
  );
}
