import type { SeoKeyword, SeoPage } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toastFailure } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  ExportLink,
  IconButton,
  rowActionsColumn,
  SearchInput,
  TrashIcon,
  useToast,
  type DataTableColumn,
} from '../../ui';
import { AddKeywordForm } from './add-keyword-form';
import { PositionBadge } from './position-badge';
import { seoKeywordsQueryOptions, seoPagesQueryOptions, useDeleteKeyword, useTrackKeywords } from './queries';
import { pageOptionValue, trackingCompletedText, trackingFailureReason } from './rules';

interface KeywordRow extends SeoKeyword {
  pageName: string;
}

function keywordColumns(onDelete: (keyword: KeywordRow) => void): DataTableColumn<KeywordRow>[] {
  return [
    { id: 'keyword', header: 'Keyword', cell: (row) => row.keyword, sortValue: (row) => row.keyword },
    {
      id: 'page',
      header: 'Page',
      cell: (row) => (
        <span className="seo-page-cell">
          {row.pageName} <span className="seo-page-cell__url">{row.page_url}</span>
        </span>
      ),
      sortValue: (row) => row.pageName,
    },
    { id: 'type', header: 'Type', cell: (row) => <Badge variant="muted">{row.keyword_type}</Badge>, sortValue: (row) => row.keyword_type },
    { id: 'position', header: 'Position', cell: (row) => <PositionBadge position={row.position} />, sortValue: (row) => row.position },
    { id: 'tracked', header: 'Last tracked', cell: (row) => formatDateTime(row.tracked_at) || 'Never', sortValue: (row) => row.tracked_at },
    rowActionsColumn((row) => (
      <IconButton label={`Delete keyword "${row.keyword}"`} onClick={() => onDelete(row)}>
        <TrashIcon />
      </IconButton>
    )),
  ];
}

const searchTextOf = (row: KeywordRow) => `${row.keyword} ${row.pageName} ${row.page_url} ${row.keyword_type}`;

function withPageNames(keywords: readonly SeoKeyword[], pages: readonly SeoPage[]): KeywordRow[] {
  const names = new Map(pages.map((page) => [pageOptionValue(page), page.name]));
  return keywords.map((keyword) => ({ ...keyword, pageName: names.get(`${keyword.page_type}:${keyword.page_id}`) ?? keyword.page_url }));
}

export function KeywordsPanel() {
  const { toast } = useToast();
  const pages = useQuery(seoPagesQueryOptions());
  const keywords = useQuery(seoKeywordsQueryOptions());
  const track = useTrackKeywords();
  const remove = useDeleteKeyword();
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<KeywordRow | null>(null);

  const rows = useMemo(() => withPageNames(keywords.data ?? [], pages.data ?? []), [keywords.data, pages.data]);
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
    <div className="seo-stack">
      <Card title="Add Keyword" description="Keywords are tracked for a page of the public site; only active pages can be chosen.">
        <AddKeywordForm pages={pages.data ?? []} loading={pages.isPending} />
        {pages.error && (
          <Alert variant="destructive" title="The pages could not be loaded">
            {pages.error.message}
          </Alert>
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
        <SearchInput label="Search keywords" placeholder="Keyword, page or type" value={search} onSearch={setSearch} fieldClassName="seo-search" />
        {keywords.error ? (
          <Alert variant="destructive" title="The keywords could not be loaded">
            {keywords.error.message}
          </Alert>
        ) : (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            label="Tracked keywords"
            search={search}
            searchText={searchTextOf}
            loading={keywords.isPending}
            initialSort={{ columnId: 'keyword', direction: 'ascending' }}
            empty={search ? 'No keywords match the search.' : 'No keywords are tracked yet. Add one above.'}
          />
        )}
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete keyword?"
        description={toDelete ? `"${toDelete.keyword}" and its tracking history will be deleted.` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={() => (toDelete ? deleteKeyword(toDelete) : undefined)}
      />
    </div>
  );
}
