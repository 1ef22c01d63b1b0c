import type { BadgeVariant } from '../../ui';
import type { PopulationJobView, PopulationStatus } from '@local-seo/contracts';

const statusLabels: Record<PopulationStatus, string> = {
  pending: 'Waiting',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  not_configured: 'Not configured',
};

const statusVariants: Record<PopulationStatus, BadgeVariant> = {
  pending: 'muted',
  running: 'highlight',
  succeeded: 'success',
  failed: 'destructive',
  not_configured: 'warning',
};

/** A population's state in words, with the colour of its badge. */
export const populationStatus = (status: PopulationStatus) => ({ label: statusLabels[status], variant: statusVariants[status] });

/** What a population came to: its counts once done, its reason once it failed, else nothing yet. */
export function populationOutcome(job: Pick<PopulationJobView, 'status' | 'found' | 'created' | 'error' | 'attempts'>): string {
  switch (job.status) {
    case 'succeeded':
      return `${job.found ?? 0} found, ${job.created ?? 0} new`;
    case 'failed':
      return job.error ?? 'No reason was recorded';
    case 'not_configured':
      return job.error ?? 'Google Places is not configured (no API key)';
    default:
      return job.attempts > 1 ? `Attempt ${job.attempts}` : '';
  }
}

/** Whether a population has yet to finish: the list is read again while one has. */
export const isPopulationActive = (job: Pick<PopulationJobView, 'status'>) => job.status === 'pending' || job.status === 'running';

/** How often the list of populations is read while one of them runs (or a request is on its way). */
export const populationPollMs = 1500;

/** The list's refetch interval: while a population runs, or while the admin's request waits for its answer. */
export function populationRefetchInterval(jobs: readonly Pick<PopulationJobView, 'status'>[] | undefined, requesting: boolean): number | false {
  return requesting || (jobs ?? []).some(isPopulationActive) ? populationPollMs : false;
}
