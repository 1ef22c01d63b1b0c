import type { AdminCity, CityCreateInput } from '@local-seo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toastFailure } from '../../lib/feedback';
import { Alert, Button, DataTable, ExportLink, PageHeader, PlusIcon, SearchInput, Select, toast, type ToastInput } from '../../ui';
import { CityDialog, type CitySave } from './city-dialog';
import { cityColumns, citySearchText } from './city-columns';
import { citiesQueryOptions, populateContractors, staleCityOf, useCreateCity, useUpdateCity, type PopulationOutcome } from './queries';
import './cities.css';

type StatusFilter = 'all' | 'active' | 'inactive';
const statusOptions = [
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

/** The Cities tab: every city with its page status, and the dialogs to add and edit one. */
export function CitiesTab() {
  const queryClient = useQueryClient();
  const cities = useQuery(citiesQueryOptions());
  const create = useCreateCity();
  const update = useUpdateCity();
  const [editing, setEditing] = useState<AdminCity | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  const filter = useCallback((city: AdminCity) => status === 'all' || city.page_active === (status === 'active'), [status]);
  const columns = useMemo(() => cityColumns(setEditing), []);

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
          <div className="cities__toolbar">
            <SearchInput label="Search cities" placeholder="Name, province or slug" value={search} onSearch={setSearch} fieldClassName="cities__search" />
            <Select label="Status" options={statusOptions} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} />
          </div>
          <DataTable
            label="Cities"
            rows={cities.data ?? []}
            columns={columns}
            rowKey={(city) => city.id}
            search={search}
            searchText={citySearchText}
            filter={filter}
            initialSort={{ columnId: 'city', direction: 'ascending' }}
            loading={cities.isPending}
            empty={search || status !== 'all' ? 'No cities match.' : 'No cities yet. Add the first one.'}
          />
        </>
      )}
      <CityDialog open={editing === 'new'} onOpenChange={(open) => setEditing(open ? 'new' : null)} onSave={saveCity} />
      {editing !== null && editing !== 'new' && <CityDialog open city={editing} onOpenChange={(open) => !open && setEditing(null)} onSave={saveCity} />}
    </>
  );
}
