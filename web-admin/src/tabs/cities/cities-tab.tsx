import { trashRetentionDays, type AdminCity, type CityCreateInput } from '@local-seo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { changeList, serverPaging } from '../../lib/list-search';
import { useSearchBox } from '../../lib/use-search-box';
import { Alert, Button, ConfirmDialog, DataTable, ExportLink, PageHeader, PlusIcon, SearchInput, Select, toast, type SelectOption, type ToastInput } from '../../ui';
import { CityDialog, type CitySave } from './city-dialog';
import { cityColumns } from './city-columns';
import { cityPageSize, type CitiesSearch } from './city-list';
import { cityPageQueryOptions, populateContractors, staleCityOf, useCreateCity, useDeleteCity, useUpdateCity, type PopulationOutcome } from './queries';
import './cities.css';

const route = getRouteApi('/cities');
const statusOptions: SelectOption<NonNullable<CitiesSearch['status']> | 'all'>[] = [
  { value: 'all', label: 'All cities' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const populationToasts: Record<PopulationOutcome, ToastInput> = {
  complete: { title: 'Complete', description: 'City and contractor data have been populated successfully!' },
  running: { title: 'City created', description: 'Contractor population is still running; the contractors will appear shortly.' },
  failed: {
    title: 'Warning',
    description: 'City created but contractor population failed. You can populate manually later.',
    variant: 'destructive',
  },
};

/**
 * The Cities tab: every city with its page status, and the dialogs to add and edit one.
 * The cities service searches, sorts and pages; the view is in the URL.
 */
export function CitiesTab() {
  const queryClient = useQueryClient();
  const view = route.useSearch();
  const navigate = route.useNavigate();
  // Each change is a step of the history (back undoes it), but the search's keystrokes replace theirs.
  const go = (change: Partial<CitiesSearch>, replace = false) => void navigate({ search: (current) => changeList(current, change, cityPageSize), replace });
  const searchBox = useSearchBox(view.search ?? '', (search) => go({ search }, true));
  const cities = useQuery(cityPageQueryOptions(view));
  const create = useCreateCity();
  const update = useUpdateCity();
  const remove = useDeleteCity();
  const [editing, setEditing] = useState<AdminCity | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCity | null>(null);
  // A page past the end (its last cities deleted meanwhile): the last page instead.
  const pastTheEnd = cities.data && cities.data.items.length === 0 && cities.data.total > 0 ? Math.ceil(cities.data.total / cities.data.pageSize) : null;
  useEffect(() => {
    if (pastTheEnd !== null && !cities.isPlaceholderData) go({ page: pastTheEnd }, true);
  });
  const columns = useMemo(() => cityColumns(setEditing, setDeleting), []);

  const createCity = async (input: CityCreateInput) => {
    let city: AdminCity;
    try {
      city = await create.mutateAsync(input);
    } catch (error) {
      toastFailure('Error', error, 'Failed to create city');
      throw error;
    }
    setEditing(null);
    toast({ title: 'City created', description: `${city.city_name} was added. Populating contractors...` });
    void populateContractors(city, queryClient).then((outcome) => toast(populationToasts[outcome]));
  };

  const updateCity = async ({ id, body, basedOn }: Extract<CitySave, { kind: 'update' }>) => {
    try {
      await update.mutateAsync({ id, change: body, basedOn });
    } catch (error) {
      // A change refused for an older version opens the conflict dialog instead.
      if (!staleCityOf(error)) toastFailure('Failed to update city', error);
      throw error;
    }
    setEditing(null);
    toast({ title: 'City updated successfully!' });
  };
  // To the Trash, restorable for 30 days (docs/decisions.md, decision 11): the dialog stays open on a failure.
  const deleteCity = async (city: AdminCity) => {
    try {
      await remove.mutateAsync(city.id);
    } catch (error) {
      toastFailure('Failed to delete city', error);
      throw error;
    }
    toast({ title: 'City deleted successfully', description: `${city.city_name} is in the Trash for ${trashRetentionDays} days.` });
  };
  const saveCity = (save: CitySave) => (save.kind === 'create' ? createCity(save.body) : updateCity(save));

  return (
    <>
      <PageHeader
        title="Cities"
        description="Each city has its own landing page at /{slug}."
        actions={
          <>
            <Button icon={<PlusIcon />} onClick={() => setEditing('new')}>
              Add New City
            </Button>
            <ExportLink list="cities" />
          </>
        }
      />
      {cities.isError ? (
        <Alert variant="destructive">Error loading cities: {cities.error.message}</Alert>
      ) : (
        <>
          <div className="ui-toolbar cities__toolbar">
            <SearchInput label="Search cities" placeholder="Name, province or slug" value={searchBox.text} onSearch={searchBox.onSearch} fieldClassName="cities__search" />
            <Select label="Status" options={statusOptions} value={view.status ?? 'all'} onValue={(status) => go({ status: status === 'all' ? undefined : status })} />
          </div>
          <DataTable
            label="Cities"
            rows={cities.data?.items ?? []}
            columns={columns}
            loading={cities.isPending}
            empty={view.search || view.status ? 'No cities match.' : 'No cities yet. Add the first one.'}
            paging={serverPaging(cities.data, view, go, { pageSize: cityPageSize, sort: 'name' })}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure you want to delete this city?"
        description={
          deleting
            ? `${deleting.city_name} goes to the Trash: its page at /${deleting.url_slug} answers that it is no longer available, and it can be restored from the Trash for ${trashRetentionDays} days before it is deleted for good.`
            : undefined
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={() => (deleting ? deleteCity(deleting) : undefined)}
      />
      <CityDialog open={editing === 'new'} onOpenChange={(open) => setEditing(open ? 'new' : null)} onSave={saveCity} />
      {editing !== null && editing !== 'new' && <CityDialog open record={editing} onOpenChange={(open) => !open && setEditing(null)} onSave={saveCity} />}
    </>
  );
}
