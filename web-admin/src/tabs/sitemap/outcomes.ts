import type {
  RegenerateSitemapIndexResult,
  RegenerateSitemapResult,
  SitemapSelfTest,
  SubmissionResult,
  SubmitAllResult,
} from '@local-seo/contracts';
import { failureToast } from '../../lib/feedback';
import { formatNumber } from '../../lib/format';
import type { ToastInput } from '../../ui';

// What each sitemap action tells the admin: the titles of docs/behaviour/admin-back-office.md#sitemap, the service's reasons.

export interface Failure {
  title: string;
  /** The words when neither the answer nor the server gives a reason. */
  fallback: string;
}

/** The failure toasts, one per action. */
export const failures = {
  generation: { title: 'Generation Failed', fallback: 'Failed to generate sitemap' },
  index: { title: 'Index Generation Failed', fallback: 'Failed to generate sitemap index' },
  google: { title: 'Google Submission Failed', fallback: 'Failed to submit sitemap to Google' },
  bing: { title: 'Bing Submission Failed', fallback: 'Failed to submit sitemap to Bing' },
  submitAll: { title: 'Submission Failed', fallback: 'Failed to submit sitemap to search engines' },
  testSuite: { title: 'Test Suite Error', fallback: 'Failed to run tests' },
} satisfies Record<string, Failure>;

const urls = (count: number) => `${formatNumber(count)} URL${count === 1 ? '' : 's'}`;
const withWarning = (text: string, warning: string | undefined) => (warning ? `${text}. ${warning}` : text);

const failed = (failure: Failure, reason: string | undefined): ToastInput => ({
  title: failure.title,
  description: reason || failure.fallback,
  variant: 'destructive',
});

/** The toast of a call that did not answer at all (network, 5xx): the server's words, else the fallback. */
export const callFailedToast = (failure: Failure, error: unknown): ToastInput => failureToast(failure.title, error, failure.fallback);

export function generationToast(result: RegenerateSitemapResult): ToastInput {
  if (!result.success) return failed(failures.generation, result.error);
  return { title: 'Sitemap Generated', description: withWarning(`The sitemap lists ${urls(result.urlCount)}`, result.warning) };
}

export function indexGenerationToast(result: RegenerateSitemapIndexResult): ToastInput {
  if (!result.success) return failed(failures.index, result.error);
  const sitemaps = `${formatNumber(result.sitemapCount)} sitemap${result.sitemapCount === 1 ? '' : 's'}`;
  return { title: 'Sitemap Index Generated', description: withWarning(`${sitemaps} with ${urls(result.totalUrls)}`, result.warning) };
}

export function googleSubmissionToast(result: SubmissionResult): ToastInput {
  return result.success ? { title: 'Submitted to Google', description: result.message } : failed(failures.google, result.error);
}

export function bingSubmissionToast(result: SubmissionResult): ToastInput {
  return result.success ? { title: 'Submitted to Bing', description: result.message } : failed(failures.bing, result.error);
}

/** Both engines' words either way, so a partial failure says which one worked. */
export function submitAllToast(result: SubmitAllResult): ToastInput {
  const engines = `Google: ${result.google.error ?? result.google.message}. Bing: ${result.bing.error ?? result.bing.message}`;
  return result.success
    ? { title: 'Sitemap Submitted', description: engines }
    : failed(failures.submitAll, `${failures.submitAll.fallback}. ${engines}`);
}

export function testSuiteToast(result: SitemapSelfTest): ToastInput {
  if (result.error !== undefined) return failed(failures.testSuite, result.error);
  const failedCount = result.results.filter((test) => !test.success).length;
  const total = result.results.length;
  const tests = `test${total === 1 ? '' : 's'}`;
  if (!result.success)
    return { title: 'Test Suite Failed', description: `${failedCount} of ${total} ${tests} failed`, variant: 'destructive' };
  return { title: 'Test Suite Passed', description: `All ${total} ${tests} passed` };
}
