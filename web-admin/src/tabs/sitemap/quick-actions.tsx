import type { GoogleConnection, SitemapStatus } from '@local-seo/contracts';
import { useId } from 'react';
import { Button, Card } from '../../ui';
import { bingSubmissionToast, failures, generationToast, googleSubmissionToast, submitAllToast } from './outcomes';
import { useRegenerateSitemap, useSubmitToAll, useSubmitToBing, useSubmitToGoogle } from './queries';
import { sitemapActionState, submitHints } from './rules';
import { toastOutcome } from './toast-outcome';

interface SubmitButtonProps {
  label: string;
  pending: boolean;
  disabled: boolean;
  /** The hint that says why the button is disabled. */
  describedBy: string | undefined;
  onClick: () => void;
}

/** A submission of the sitemap to a search engine: an outline button that reads 'Submitting...' while its call runs. */
function SubmitButton({ label, pending, disabled, describedBy, onClick }: SubmitButtonProps) {
  return (
    <Button variant="outline" disabled={disabled} busy={pending} aria-describedby={describedBy} onClick={onClick}>
      {pending ? 'Submitting...' : label}
    </Button>
  );
}

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
        <SubmitButton
          label="Submit to Google"
          pending={toGoogle.isPending}
          disabled={!actions.canSubmitToGoogle}
          describedBy={hints.noSitemap ? noSitemapId : hints.googleUnavailable ? googleId : undefined}
          onClick={() => toGoogle.mutate(sitemapUrl, toastOutcome(googleSubmissionToast, failures.google))}
        />
        <SubmitButton
          label="Submit to Bing"
          pending={toBing.isPending}
          disabled={!actions.canSubmit}
          describedBy={hints.noSitemap ? noSitemapId : undefined}
          onClick={() => toBing.mutate({ sitemapUrl }, toastOutcome(bingSubmissionToast, failures.bing))}
        />
        <SubmitButton
          label="Submit to All"
          pending={toAll.isPending}
          disabled={!actions.canSubmit}
          describedBy={hints.noSitemap ? noSitemapId : undefined}
          onClick={() => toAll.mutate(sitemapUrl, toastOutcome(submitAllToast, failures.submitAll))}
        />
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
