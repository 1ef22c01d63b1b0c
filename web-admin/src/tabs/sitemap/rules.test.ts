import type { GoogleConnection, SitemapStatus } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { sitemapActionState, submitHints } from './rules';

const status = (overrides: Partial<SitemapStatus>): SitemapStatus => ({
  exists: true,
  cityCount: 33,
  urlCount: 35,
  size: 4096,
  lastModified: '2025-05-01T12:00:00.000Z',
  needsRegeneration: false,
  regenerationReason: null,
  sitemapUrl: 'http://localhost:8080/sitemap.xml',
  isIndex: false,
  sitemapCount: 0,
  lastWarning: null,
  lastError: null,
  ...overrides,
});
const connected: GoogleConnection = { success: true, message: 'Connected', siteVerified: true };
const notConnected: GoogleConnection = { success: false, message: 'Google Search Console is not configured', siteVerified: false };

describe('sitemapActionState', () => {
  it('enables nothing before the status has loaded', () => {
    expect(sitemapActionState(undefined, connected)).toEqual({ canSubmit: false, canSubmitToGoogle: false, canGenerateIndex: false });
  });

  it('needs an existing sitemap to submit anywhere', () => {
    expect(sitemapActionState(status({ exists: false }), connected)).toMatchObject({ canSubmit: false, canSubmitToGoogle: false });
  });

  it('needs a working Google connection for the Google-only submission', () => {
    expect(sitemapActionState(status({}), notConnected)).toMatchObject({ canSubmit: true, canSubmitToGoogle: false });
    expect(sitemapActionState(status({}), undefined)).toMatchObject({ canSubmit: true, canSubmitToGoogle: false });
    expect(sitemapActionState(status({}), connected)).toMatchObject({ canSubmit: true, canSubmitToGoogle: true });
  });

  it('enables the index generation from 100 cities', () => {
    expect(sitemapActionState(status({ cityCount: 99 }), connected).canGenerateIndex).toBe(false);
    expect(sitemapActionState(status({ cityCount: 100 }), connected).canGenerateIndex).toBe(true);
  });
});

describe('submitHints', () => {
  it('says nothing while the status loads', () => {
    expect(submitHints(undefined, undefined)).toEqual({ noSitemap: null, googleUnavailable: null });
  });

  it('asks for a sitemap first', () => {
    expect(submitHints(status({ exists: false }), notConnected)).toEqual({
      noSitemap: 'Generate the sitemap before submitting it.',
      googleUnavailable: null,
    });
  });

  it('explains the Google-only button when Search Console is not connected', () => {
    expect(submitHints(status({}), notConnected).googleUnavailable).toMatch(/working Google Search Console connection/);
    expect(submitHints(status({}), connected)).toEqual({ noSitemap: null, googleUnavailable: null });
  });
});
