import type { GoogleConnection, SitemapStatus } from '@local-seo/contracts';
import { useId } from 'react';
import { Button, Card } from '../../ui';
import { bingSubmissionToast, failures, generationToast, googleSubmissionToast, submitAllToast } from './outcomes';
import { useRegenerateSitemap, useSubmitToAll, useSubmitToBing, useSubmitToGoogle } from './queries';
import { sitemapActionState, submitHints } from './rules';
import { toastOutcome } from './toast-outcome';

export function QuickActions({ status, connection }: { status: SitemapStatus | undefined; connection: GoogleConnection | undefined }) {
  const hintId = useId();
  const actions = sitemapActionState(status, connection);
  const hints = submitHints(status, connection);
  const noSitemapId = `${hintId}-no-sitemap`;
  const googleId = `${hintId}-google`;
  const regenerate = useRegenerateSitemap();
  const toGoogle = useSubmitToGoogle();
  const toBing = useSubmitToBing();
  const toAll = useSubmitToAll();
  const sitemapUrl = status?.sitemapUrl ?? '';

  return (
    <Card title="Quick Actions" description="Generation also runs on its own every 30 minutes when pages have changed.">
      <div className="sitemap-actions">
        <Button busy={regenerate.isPending} onClick={() => regenerate.mutate(undefined, toastOutcome(generationToast, failures.generation))}>
          {regenerate.isPending ? 'Generating...' : 'Generate Sitemap'}
        </Button>
        <Button
          variant="outline"
          disabled={!actions.canSubmitToGoogle}
          busy={toGoogle.isPending}
          aria-describedby={hints.noSitemap ? noSitemapId : hints.googleUnavailable ? googleId : undefined}
          onClick={() => toGoogle.mutate(sitemapUrl, toastOutcome(googleSubmissionToast, failures.google))}
        >
          {toGoogle.isPending ? 'Submitting...' : 'Submit to Google'}
        </Button>
        <Button
          variant="outline"
          disabled={!actions.canSubmit}
          busy={toBing.isPending}
          aria-describedby={hints.noSitemap ? noSitemapId : undefined}
          onClick={() => toBing.mutate({ sitemapUrl }, toastOutcome(bingSubmissionToast, failures.bing))}
        >
          {toBing.isPending ? 'Submitting...' : 'Submit to Bing'}
        </Button>
        <Button
          variant="outline"
          disabled={!actions.canSubmit}
          busy={toAll.isPending}
          aria-describedby={hints.noSitemap ? noSitemapId : undefined}
          onClick={() => toAll.mutate(sitemapUrl, toastOutcome(submitAllToast, failures.submitAll))}
        >
          {toAll.isPending ? 'Submitting...' : 'Submit to All'}
        </Button>
      </div>
      {hints.noSitemap && (
        <p id={noSitemapId} className="sitemap-hint">
          {hints.noSitemap}
        </p>
      )}
      {hints.googleUnavailable && (
        <p id={googleId} className="sitemap-hint">
          {hints.googleUnavailable}
        </p>
      )}
    </Card>
  );
}
