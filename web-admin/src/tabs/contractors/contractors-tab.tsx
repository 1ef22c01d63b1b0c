import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { changeList } from '../../lib/list-search';
import { useBrandName } from '../../lib/site';
import { statsQueryOptions } from '../../lib/stats';
import { toastOutcome } from '../../lib/feedback';
import { useSearchBox } from '../../lib/use-search-box';
import { Alert, Button, ConfirmDelete, ExportLink, LoadError, PageHeader, SearchInput, SectionTabs, Select, StatStrip } from '../../ui';
import { ImportDialog } from '../import/ImportDialog';
import type { ImportAnswer } from '../import/queries';
import { ContractorDetailsDialog } from './contractor-details-dialog';
import { ContractorList } from './contractor-list';
import { PopulationPanel } from './population-panel';
import { sortChoice, sortOfChoice, sortOptions, type ContractorsSearch } from './list-view';
import { useDeleteContractor } from './queries';
import { contractorLists, industryFilters, industryLabel, isContractorListId, type ContractorListId, type IndustryFilter } from './rules';
import './contractors.css';

const industryOptions = industryFilters.map((value) => ({ value, label: industryLabel(value) }));
const importTypes = ['contractors'] as const;
const route = getRouteApi('/contractors');

/**
 * The Contractors tab: four counts, an industry filter, the Authentic, Customers and Template lists, a details view,
 * a Delete (to the Trash), the contractor CSV import, and the populations from Google Places.
 */
export function ContractorsTab() {
  const brandName = useBrandName() ?? '';
  const stats = useQuery(statsQueryOptions());
  // The list, industry, search, sort and page are the URL's: a reload or a shared link shows the same view.
  const view = route.useSearch();
  const navigate = route.useNavigate();
  // Each change is a step of the history (back undoes it), but the search's keystrokes replace theirs; a change other than the page starts at page 1.
  const go = (change: Partial<ContractorsSearch>, replace = false) => void navigate({ search: (current) => changeList(current, change), replace });
  const searchBox = useSearchBox(view.search ?? '', (search) => go({ search }, true));
  const list: ContractorListId = view.list ?? 'authentic';
  const industry: IndustryFilter = view.industry ?? 'all';
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const remove = useDeleteContractor();
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<ImportAnswer | null>(null);

  const loading = stats.isPending;
  const figures = [
    { label: 'Total Contractors', value: stats.data?.totalContractors, loading },
    { label: 'Template Contractors', value: stats.data?.templateContractors, loading },
    { label: 'Authentic Contractors', value: stats.data?.authenticContractors, loading },
    { label: `${brandName} Customers`, value: stats.data?.brandCustomers, loading },
  ];

  return (
    <>
      <PageHeader
        title="Contractors"
        description="Imported (authentic) contractors, generated (template) ones from Google Places, and the brand's customers."
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => {
                setImported(null);
                setImporting(true);
              }}
            >
              Import Contractors CSV
            </Button>
            <ExportLink list="contractors" />
          </>
        }
      />
      <ImportDialog open={importing} onOpenChange={setImporting} types={importTypes} title="Import Contractors CSV" onImported={setImported} />
      {imported && (
        <Alert variant="success" title="Import completed successfully!">
          {imported.message}
        </Alert>
      )}
      {stats.isError && <LoadError what="Counts" error={stats.error} />}
      {stats.data?.unavailable.includes('contractors') && (
        <Alert variant="warning" title="Counts are missing">The contractors service did not answer; its counts show as 0.</Alert>
      )}
      <StatStrip label="Contractor counts" figures={figures} />

      <div className="ui-toolbar contractors__toolbar">
        <Select label="Industry" fieldClassName="contractors__industry" options={industryOptions} value={industry} onValue={(value) => go({ industry: value === 'all' ? undefined : value })} />
        <SearchInput
          label="Search contractors"
          placeholder="Business name, address or city"
          value={searchBox.text}
          onSearch={searchBox.onSearch}
          fieldClassName="contractors__search"
        />
        <Select label="Sort by" fieldClassName="contractors__sort" options={sortOptions} value={sortChoice(view)} onChange={(event) => go(sortOfChoice(event.target.value))} />
      </div>

      <SectionTabs
        label="Contractor lists"
        value={list}
        onValueChange={(value) => isContractorListId(value) && go({ list: value === 'authentic' ? undefined : value })}
        sections={contractorLists.map((entry) => ({
          value: entry.id,
          label: entry.label,
          panel: (
            <ContractorList
              list={entry.id}
              industry={industry}
              page={view.page ?? 1}
              search={view.search}
              sort={view.sort}
              order={view.order}
              onPage={(page) => go({ page })}
              brandName={brandName}
              onOpen={setOpened}
            />
          ),
        }))}
      />

      <PopulationPanel />

      <ContractorDetailsDialog
        contractor={opened}
        onClose={() => setOpened(null)}
        onDelete={(contractor) => {
          setOpened(null);
          setDeleting(contractor);
        }}
      />
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        text={(contractor) => ({
          title: `Delete "${contractor.name}"?`,
          description: 'Are you sure you want to delete this contractor? It stays in the Trash for 30 days, where it can be restored.',
        })}
        onDelete={(contractor) =>
          toastOutcome(remove.mutateAsync(contractor.id), { title: 'Contractor deleted successfully' }, { title: 'Error', fallback: 'Failed to delete contractor' })
        }
      />
    </>
  );
}
