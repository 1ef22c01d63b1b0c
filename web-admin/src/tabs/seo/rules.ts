import { keywordCreateSchema, type KeywordCreate, type KeywordType, type SeoKeyword, type SeoPage } from '@local-seo/contracts';

/** Positions this good or better get the highlighted badge (docs/behaviour/admin-back-office.md#seo-analytics). */
const topPositionLimit = 10;

export interface PositionBadge {
  label: string;
  tone: 'top' | 'normal' | 'unranked';
}

/** Search Console positions are averages: shown with one decimal unless whole. */
export function formatPosition(position: number): string {
  return Number.isInteger(position) ? String(position) : position.toFixed(1);
}

/** The badge of a keyword's position: highlighted at 10 or better, 'Not Ranked' without one. */
export function positionBadge(position: number | null): PositionBadge {
  if (position === null) return { label: 'Not Ranked', tone: 'unranked' };
  return { label: `#${formatPosition(position)}`, tone: position <= topPositionLimit ? 'top' : 'normal' };
}

/** A page as the keyword form's page select names it: 'type:id' (ids repeat across types). */
export const pageOptionValue = (page: Pick<SeoPage, 'type' | 'id'>) => `${page.type}:${page.id}`;

export interface KeywordDraft {
  /** The chosen page's option value, '' when none is chosen. */
  page: string;
  keyword: string;
  keywordType: KeywordType;
}

export type KeywordDraftErrors = Partial<Record<'page' | 'keyword', string>>;

type KeywordDraftCheck = { ok: true; input: KeywordCreate } | { ok: false; errors: KeywordDraftErrors };

/**
 * Checks the add-keyword form with the service's own schema: a page chosen
 * among the active pages and a non-empty keyword.
 */
export function checkKeywordDraft(draft: KeywordDraft, pages: readonly SeoPage[]): KeywordDraftCheck {
  const page = pages.find((candidate) => candidate.active && pageOptionValue(candidate) === draft.page);
  const parsed = keywordCreateSchema.safeParse({
    page_type: page?.type,
    page_id: page?.id,
    page_url: page?.url,
    keyword: draft.keyword,
    keyword_type: draft.keywordType,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: KeywordDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'keyword' ? 'keyword' : issue.path[0] === 'keyword_type' ? undefined : 'page';
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

interface KeywordSummary {
  total: number;
  tracked: number;
  ranked: number;
  top10: number;
  /** Average of the ranked keywords' positions; null when none is ranked. */
  averagePosition: number | null;
}

/** What the keywords' latest standings add up to. */
export function summarizeKeywords(keywords: readonly SeoKeyword[]): KeywordSummary {
  const ranked = keywords.flatMap((keyword) => (keyword.position === null ? [] : [keyword.position]));
  return {
    total: keywords.length,
    tracked: keywords.filter((keyword) => keyword.tracked_at !== null).length,
    ranked: ranked.length,
    top10: ranked.filter((position) => position <= topPositionLimit).length,
    averagePosition: ranked.length === 0 ? null : ranked.reduce((sum, position) => sum + position, 0) / ranked.length,
  };
}

/** The message of the 'Tracking completed' toast. */
export function trackingCompletedText(keywordsTracked: number): string {
  return `${keywordsTracked} keyword${keywordsTracked === 1 ? '' : 's'} tracked`;
}

/** The description of the 'Tracking failed' toast: the server's reason, without repeating the title. */
export function trackingFailureReason(serverMessage: string): string {
  return serverMessage.replace(/^Tracking failed:\s*/i, '');
}

/** How an on-page score reads: good from 80, fair from 50, else poor. */
export function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  return score >= 80 ? 'good' : score >= 50 ? 'fair' : 'poor';
}

/** The average overall score of the pages that answered; null when none has been audited. */
export function averageScore(results: readonly { overall_score: number; http_status: number | null }[]): number | null {
  const scored = results.filter((result) => result.http_status === 200);
  return scored.length === 0 ? null : Math.round(scored.reduce((sum, result) => sum + result.overall_score, 0) / scored.length);
}

/** The message of the 'Audit completed' toast. */
export function auditSummaryText(result: { pagesAudited: number; pagesFailed: number; averageScore: number | null }): string {
  const failed = result.pagesFailed > 0 ? `, ${result.pagesFailed} did not answer` : '';
  const average = result.averageScore === null ? '' : `; average score ${result.averageScore}/100`;
  return `${result.pagesAudited} page${result.pagesAudited === 1 ? '' : 's'} audited${failed}${average}`;
}
