import { industries, type Industry, type PopulationJobView } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { toastFailure } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { Badge, Button, Card, type DataTableColumn, QueryTable, Select, Switch, toast } from '../../ui';
import { citiesQueryOptions } from '../cities/queries';
import { populationsQueryOptions, usePopulateContractors } from './queries';
import { populationOutcome, populationRefetchInterval, populationStatus } from './population-rules';
import { industryLabel, type IndustryFilter } from './rules';

const industryOptions = (['all', ...industries] as const).map((value) => ({
  value,
  label: value === 'all' ? 'All three industries' : industryLabel(value),
}));

const columns: readonly DataTableColumn<PopulationJobView>[] = [
  { id: 'city', header: 'City', cell: (job) => job.city_name },
  { id: 'industry', header: 'Industry', cell: (job) => industryLabel(job.industry) },
  {
    id: 'status',
    header: 'Status',
    cell: (job) => {
      const { label, variant } = populationStatus(job.status);
      return <Badge variant={variant}>{label}</Badge>;
    },
  },
  { id: 'outcome', header: 'Result', cell: (job) => <span className="contractors__population-outcome">{populationOutcome(job)}</span> },
  {
    id: 'requested',
    header: 'Requested',
    cell: (job) => `${formatDateTime(job.created_at)} (${job.trigger === 'admin' ? 'by staff' : 'new city'})`,
  },
  { id: 'finished', header: 'Finished', cell: (job) => formatDateTime(job.finished_at) },
];

type Outcome = { kind: 'done' | 'running'; message: string } | { kind: 'failed'; error: unknown };

/**
 * Populates a city's template contractors from Google Places, one industry or all
 * three one after another (what the city form does after a creation, and what its
 * failure toast means by "populate manually"), with the populations' live state:
 * the list is read again every moment while one runs.
 */
export function PopulationPanel() {
  const cities = useQuery(citiesQueryOptions());
  const populate = usePopulateContractors();
  const [city, setCity] = useState('');
  const [industry, setIndustry] = useState<IndustryFilter>('all');
  const [force, setForce] = useState(false);
  const [cityError, setCityError] = useState<string | undefined>();
  const [requesting, setRequesting] = useState(false);

  const jobs = useQuery({
    ...populationsQueryOptions(city),
    refetchInterval: (query) => populationRefetchInterval(query.state.data, requesting),
  });
  const cityOptions = useMemo(() => (cities.data ?? []).map((c) => ({ value: c.url_slug, label: `${c.city_name}, ${c.province}` })), [cities.data]);
  const cityName = cityOptions.find((option) => option.value === city)?.label;

  const run = async (slug: string, chosen: readonly Industry[]): Promise<Outcome> => {
    const messages: string[] = [];
    let running = false;
    for (const one of chosen) {
      try {
        const result = await populate.mutateAsync({ slug, industry: one, force });
        messages.push(result.message);
        if (result.job.status !== 'succeeded') running = true;
      } catch (error) {
        return { kind: 'failed', error };
      }
    }
    return { kind: running ? 'running' : 'done', message: messages.join('. ') };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!city) {
      setCityError('Choose a city');
      return;
    }
    setRequesting(true);
    try {
      const outcome = await run(city, industry === 'all' ? industries : [industry]);
      if (outcome.kind === 'failed') toastFailure('Population failed', outcome.error, 'Failed to populate contractors');
      else if (outcome.kind === 'running') toast({ title: 'Population running', description: outcome.message });
      else toast({ title: 'Contractors populated', description: outcome.message });
    } finally {
      setRequesting(false);
    }
  };

  return (
    <Card
      title="Populate from Google Places"
      description="Finds a city's template contractors for an industry. A city is populated when it is created; run it again here after a failure or to refresh."
      className="contractors__population"
    >
      <form className="contractors__population-form" aria-label="Populate contractors" noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label="City"
          required
          placeholder={cities.isPending ? 'Loading cities...' : 'Select a city'}
          options={cityOptions}
          value={city}
          error={cityError ?? (cities.isError ? `Error loading cities: ${cities.error.message}` : undefined)}
          disabled={requesting}
          onChange={(event) => {
            setCity(event.target.value);
            setCityError(undefined);
          }}
        />
        <Select label="Industries to populate" options={industryOptions} value={industry} disabled={requesting} onValue={setIndustry} />
        <Switch
          label="Run again if populated recently"
          description="Otherwise a population done in the last 10 minutes is kept as it is."
          checked={force}
          disabled={requesting}
          onCheckedChange={setForce}
        />
        <Button type="submit" busy={requesting}>
          {requesting ? 'Populating...' : 'Populate'}
        </Button>
      </form>
      <QueryTable
        query={jobs}
        what="The populations"
        columns={columns}
        label={cityName ? `Populations of ${cityName}` : 'Latest populations'}
        pageSizes={[10, 25]}
        empty={cityName ? `No populations of ${cityName} yet` : 'No populations yet'}
      />
    </Card>
  );
}
