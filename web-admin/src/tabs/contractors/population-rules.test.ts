import { describe, expect, it } from 'vitest';
import { isPopulationActive, populationOutcome, populationPollMs, populationRefetchInterval, populationStatus } from './population-rules';

const job = { found: null, created: null, error: null, attempts: 1 };

describe('a population', () => {
  it('names its state in words, coloured by how it went', () => {
    expect(populationStatus('pending')).toEqual({ label: 'Waiting', variant: 'muted' });
    expect(populationStatus('running')).toEqual({ label: 'Running', variant: 'highlight' });
    expect(populationStatus('succeeded')).toEqual({ label: 'Done', variant: 'success' });
    expect(populationStatus('failed')).toEqual({ label: 'Failed', variant: 'destructive' });
    expect(populationStatus('not_configured')).toEqual({ label: 'Not configured', variant: 'warning' });
  });

  it('says what it came to: the counts when done, the reason when it failed, the attempt while it retries', () => {
    expect(populationOutcome({ ...job, status: 'succeeded', found: 12, created: 3 })).toBe('12 found, 3 new');
    expect(populationOutcome({ ...job, status: 'failed', error: 'Google Places answered 403: API key not valid' })).toBe(
      'Google Places answered 403: API key not valid',
    );
    expect(populationOutcome({ ...job, status: 'failed' })).toBe('No reason was recorded');
    expect(populationOutcome({ ...job, status: 'not_configured' })).toBe('Google Places is not configured (no API key)');
    expect(populationOutcome({ ...job, status: 'running' })).toBe('');
    expect(populationOutcome({ ...job, status: 'running', attempts: 3 })).toBe('Attempt 3');
  });

  it('is read again while one runs or a request waits, and no longer once all have finished', () => {
    expect(isPopulationActive({ status: 'pending' })).toBe(true);
    expect(isPopulationActive({ status: 'failed' })).toBe(false);
    expect(populationRefetchInterval([{ status: 'succeeded' }, { status: 'running' }], false)).toBe(populationPollMs);
    expect(populationRefetchInterval([{ status: 'succeeded' }, { status: 'failed' }], false)).toBe(false);
    expect(populationRefetchInterval(undefined, false)).toBe(false);
    expect(populationRefetchInterval([], true)).toBe(populationPollMs);
  });
});
