import type { GoogleConnection, SitemapStatus } from '@local-seo/contracts';

/** Below this many cities the index is not worth generating (docs/behaviour/admin-back-office.md#sitemap). */
export const indexMinCities = 100;

interface SitemapActionState {
  /** Submitting to Bing, or to every engine, needs a sitemap to submit. */
  canSubmit: boolean;
  /** Google-only submission also needs a working Search Console connection. */
  canSubmitToGoogle: boolean;
  canGenerateIndex: boolean;
}

/** Which sitemap buttons are enabled; nothing is enabled until the status is known. */
export function sitemapActionState(status: SitemapStatus | undefined, connection: GoogleConnection | undefined): SitemapActionState {
  const exists = status?.exists ?? false;
  return {
    canSubmit: exists,
    canSubmitToGoogle: exists && (connection?.success ?? false),
    canGenerateIndex: (status?.cityCount ?? 0) >= indexMinCities,
  };
}

interface SubmitHints {
  /** Why no submit button works yet (it describes all three). */
  noSitemap: string | null;
  /** Why only Submit to Google is disabled. */
  googleUnavailable: string | null;
}

/** The words beside disabled submit buttons; nothing while the status is still loading. */
export function submitHints(status: SitemapStatus | undefined, connection: GoogleConnection | undefined): SubmitHints {
  if (!status) return { noSitemap: null, googleUnavailable: null };
  if (!status.exists) return { noSitemap: 'Generate the sitemap before submitting it.', googleUnavailable: null };
  const google = connection?.success ?? false;
  return {
    noSitemap: null,
    googleUnavailable:
      google || !connection
        ? null
        : 'Submit to Google needs a working Google Search Console connection (see the Google Search Console tab).',
  };
}
