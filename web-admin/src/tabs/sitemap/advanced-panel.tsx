import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { Button, Card } from '../../ui';
import { BingPanel } from './bing-panel';
import { failures, indexGenerationToast } from './outcomes';
import { sitemapStatusQueryOptions, useRegenerateSitemapIndex } from './queries';
import { indexMinCities, sitemapActionState } from './rules';
import { toastOutcome } from './toast-outcome';

function IndexCard() {
  const hintId = useId();
  const status = useQuery(sitemapStatusQueryOptions());
  const generate = useRegenerateSitemapIndex();
  const { canGenerateIndex } = sitemapActionState(status.data, undefined);
  const cityCount = status.data?.cityCount ?? 0;

  return (
    <Card title="Sitemap Index" description="An index splits the sitemap into numbered files that search engines read one by one.">
      {status.data && (
        <p className="sitemap-index__layout">
          {status.data.isIndex
            ? `The sitemap is an index of ${formatNumber(status.data.sitemapCount)} sitemaps.`
            : 'The sitemap is a single file.'}
        </p>
      )}
      <Button
        disabled={!canGenerateIndex}
        busy={generate.isPending}
        aria-describedby={hintId}
        onClick={() => generate.mutate(undefined, toastOutcome(indexGenerationToast, failures.index))}
      >
        {generate.isPending ? 'Generating...' : 'Generate Sitemap Index'}
      </Button>
      <div id={hintId} className="sitemap-hint">
        {!canGenerateIndex && status.data && (
          <p>
            Needs at least {indexMinCities} cities; the sitemap lists {formatNumber(cityCount)}.
          </p>
        )}
        <p>Note: the index is automatic at 500+ cities.</p>
      </div>
    </Card>
  );
}

/** The Advanced tab: the sitemap index and the Bing (IndexNow) set-up. */
export function AdvancedPanel() {
  return (
    <div className="ui-stack">
      <IndexCard />
      <BingPanel />
    </div>
  );
}
