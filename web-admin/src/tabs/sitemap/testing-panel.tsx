import { Alert, Button, Card, CheckIcon, CloseIcon } from '../../ui';
import { failures, testSuiteToast } from './outcomes';
import { useRunSitemapTests } from './queries';
import { toastOutcome } from './toast-outcome';

/** The Testing tab: runs the service's checks of what is really served, and lists each result. */
export function TestingPanel() {
  const run = useRunSitemapTests();
  const report = run.data;
  const passed = report?.results.filter((test) => test.success).length ?? 0;

  return (
    <Card
      title="Sitemap Test Suite"
      description="Checks that the sitemap parses and follows the sitemaps.org schema, lists every live city and nothing else, that every URL answers, and that robots.txt names it."
      actions={
        <Button busy={run.isPending} onClick={() => run.mutate(undefined, toastOutcome(testSuiteToast, failures.testSuite))}>
          {run.isPending ? 'Running Tests...' : 'Run Tests'}
        </Button>
      }
    >
      {run.isError && (
        <Alert variant="destructive" title={failures.testSuite.title}>
          {failures.testSuite.fallback}
        </Alert>
      )}
      {report?.error !== undefined && (
        <Alert variant="destructive" title={failures.testSuite.title}>
          {report.error || failures.testSuite.fallback}
        </Alert>
      )}
      {report && report.results.length > 0 && (
        <>
          <p className="sitemap-tests__summary" role="status">
            {passed} of {report.results.length} tests passed
          </p>
          <ul className="ui-list sitemap-tests" aria-label="Test results">
            {report.results.map((test) => (
              <li key={test.test} className={`sitemap-tests__item sitemap-tests__item--${test.success ? 'pass' : 'fail'}`}>
                <span className="sitemap-tests__icon" aria-hidden="true">
                  {test.success ? <CheckIcon /> : <CloseIcon />}
                </span>
                <div>
                  <p className="sitemap-tests__name">
                    {test.test} <span className="visually-hidden">{test.success ? 'passed' : 'failed'}</span>
                  </p>
                  <p className="sitemap-tests__message">{test.message}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {!report && !run.isError && !run.isPending && <p className="sitemap-hint">No tests have run yet in this session.</p>}
    </Card>
  );
}
