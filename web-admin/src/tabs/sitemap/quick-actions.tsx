import type { GoogleConnection, SitemapStatus } from '@local-seo/contracts';
import { useId } from 'react';
import { Button, Card, useToast } from '../../ui';
import { bingSubmissionToast, callFailedToast, failures, generationToast, googleSubmissionToast, submitAllToast } from './outcomes';
import { useRegenerateSitemap, useSubmitToAll, useSubmitToBing, useSubmitToGoogle } from './queries';
import { sitemapActionState, submitHints } from './rules';

export function QuickActions({ status, connection }: { status: SitemapStatus | undefined; connection: GoogleConnection | undefined }) {
  const { toast } = useToast();
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
        <Button
          busy={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: (result) => toast(generationToast(result)),
              onError: (error) => toast(callFailedToast(failures.generation, error)),
            })
          }
        >
          {regenerate.isPending ? 'Generating...' : 'Generate Sitemap'}
        </Button>
        <Button
          variant="outline"
          disabled={!actions.canSubmitToGoogle}
          busy={toGoogle.isPending}
          aria-describedby={hints.noSitemap ? noSitemapId : hints.googleUnavailable ? googleId : undefined}
          onClick={() =>
            toGoogle.mutate(sitemapUrl, {
              onSuccess: (result) => toast(googleSubmissionToast(result)),
              onError: (error) => toast(callFailedToast(failures.google, error)),
            })
          }
        >
          {toGoogle.isPending ? 'Submitting...' : 'Submit to Google'}
        </Button>
        <Button
          variant="outline"
          disabled={!actions.canSubmit}
          busy={toBing.isPending}
          aria-describedby={hints.noSitemap ? noSitemapId : undefined}
          onClick={() =>
            toBing.mutate(
              { sitemapUrl },
              {
                onSuccess: (result) => toast(bingSubmissionToast(result)),
                onError: (error) => toast(callFailedToast(failures.bing, error)),
              },
            )
          }
        >
          {toBing.isPending ? 'Submitting...' : 'Submit to Bing'}
        </Button>
        <Button
          variant="outline"
          disabled={!actions.canSubmit}
          busy={toAll.isPending}
          aria-describedby={hints.noSitemap ? noSitemapId : undefined}
          onClick={() =>
            toAll.mutate(sitemapUrl, {
              onSuccess: (result) => toast(submitAllToast(result)),
              onError: (error) => toast(callFailedToast(failures.submitAll, error)),
            })
          }
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
