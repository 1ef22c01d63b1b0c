import type { SeoKeyword, SeoPage } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { auditSummaryText, averageScore, checkKeywordDraft, formatPosition, pageOptionValue, positionBadge, scoreTone, summarizeKeywords, trackingCompletedText, trackingFailureReason } from './rules';

describe('positionBadge', () => {
  it('highlights positions of 10 or better', () => {
    expect(positionBadge(1)).toEqual({ label: '#1', tone: 'top' });
    expect(positionBadge(10)).toEqual({ label: '#10', tone: 'top' });
    expect(positionBadge(3.46)).toEqual({ label: '#3.5', tone: 'top' });
  });

  it('shows worse positions with the normal badge', () => {
    expect(positionBadge(10.1)).toEqual({ label: '#10.1', tone: 'normal' });
    expect(positionBadge(57)).toEqual({ label: '#57', tone: 'normal' });
  });

  it("says 'Not Ranked' without a position", () => {
    expect(positionBadge(null)).toEqual({ label: 'Not Ranked', tone: 'unranked' });
  });

  it('keeps whole positions whole', () => {
    expect(formatPosition(4)).toBe('4');
    expect(formatPosition(4.04)).toBe('4.0');
  });
});

const pages: SeoPage[] = [
  { id: 'home', name: 'Home', type: 'home', url: '/', active: true },
  { id: '7', name: 'Barrie', type: 'city', url: '/barrie', active: true },
  { id: '8', name: 'Orillia', type: 'city', url: '/orillia', active: false },
];

describe('checkKeywordDraft', () => {
  it('answers the input the service expects for an active page and a keyword', () => {
    const check = checkKeywordDraft({ page: 'city:7', keyword: '  topsoil   barrie ', keywordType: 'secondary' }, pages);
    expect(check).toEqual({
      ok: true,
      input: { page_type: 'city', page_id: '7', page_url: '/barrie', keyword: 'topsoil barrie', keyword_type: 'secondary', active: true },
    });
  });

  it('needs a page to be chosen', () => {
    expect(checkKeywordDraft({ page: '', keyword: 'mulch', keywordType: 'primary' }, pages)).toEqual({
      ok: false,
      errors: { page: 'Choose a page for the keyword' },
    });
  });

  it('refuses an inactive page', () => {
    const check = checkKeywordDraft({ page: pageOptionValue(pages[2]!), keyword: 'mulch', keywordType: 'primary' }, pages);
    expect(check).toEqual({ ok: false, errors: { page: 'Choose a page for the keyword' } });
  });

  it('needs a keyword that is not only spaces', () => {
    expect(checkKeywordDraft({ page: 'home:home', keyword: '   ', keywordType: 'primary' }, pages)).toEqual({
      ok: false,
      errors: { keyword: 'Keyword is required' },
    });
  });

  it('reports both problems at once', () => {
    const check = checkKeywordDraft({ page: '', keyword: '', keywordType: 'programmatic' }, pages);
    expect(check).toEqual({ ok: false, errors: { page: 'Choose a page for the keyword', keyword: 'Keyword is required' } });
  });
});

const keyword = (id: number, position: number | null, tracked = true): SeoKeyword => ({
  id,
  page_type: 'home',
  page_id: 'home',
  page_url: '/',
  keyword: `keyword ${id}`,
  keyword_type: 'primary',
  search_volume: null,
  active: true,
  created_at: '2025-05-01T00:00:00.000Z',
  updated_at: '2025-05-01T00:00:00.000Z',
  position,
  url_found: null,
  tracked_at: tracked ? '2025-05-02T00:00:00.000Z' : null,
});

describe('summarizeKeywords', () => {
  it('counts tracked, ranked and top-10 keywords and averages the ranked positions', () => {
    expect(summarizeKeywords([keyword(1, 2), keyword(2, 14), keyword(3, null), keyword(4, null, false)])).toEqual({
      total: 4,
      tracked: 3,
      ranked: 2,
      top10: 1,
      averagePosition: 8,
    });
  });

  it('has no average without ranked keywords', () => {
    expect(summarizeKeywords([]).averagePosition).toBeNull();
  });
});

describe('tracking toasts', () => {
  it('names the number of keywords tracked', () => {
    expect(trackingCompletedText(1)).toBe('1 keyword tracked');
    expect(trackingCompletedText(12)).toBe('12 keywords tracked');
  });

  it("gives the server's reason without repeating the title", () => {
    expect(trackingFailureReason('Tracking failed: Google Search Console is not configured: set X')).toBe(
      'Google Search Console is not configured: set X',
    );
    expect(trackingFailureReason('Tracking run #4 is still in progress')).toBe('Tracking run #4 is still in progress');
  });
});

describe('on-page scores', () => {
  it('read good from 80, fair from 50, else poor', () => {
    expect([100, 80, 79, 50, 49, 0].map(scoreTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('average only the pages that answered', () => {
    expect(
      averageScore([
        { overall_score: 90, http_status: 200 },
        { overall_score: 71, http_status: 200 },
        { overall_score: 0, http_status: 404 },
        { overall_score: 0, http_status: null },
      ]),
    ).toBe(81);
    expect(averageScore([])).toBeNull();
  });
});

it('sums up an audit', () => {
  expect(auditSummaryText({ pagesAudited: 35, pagesFailed: 0, averageScore: 88 })).toBe('35 pages audited; average score 88/100');
  expect(auditSummaryText({ pagesAudited: 1, pagesFailed: 1, averageScore: null })).toBe('1 page audited, 1 did not answer');
});
