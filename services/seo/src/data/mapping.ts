import type { KeywordType, OnpageResult, SeoKeyword, SeoPageType, SerpRow, TrackingRun } from '@local-seo/contracts';
import type {
  SeoKeyword as KeywordRow,
  SeoOnpageData,
  SeoSerpData,
  SeoTrackingRun,
} from '../generated/prisma/client.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A keyword with its standing at its latest tracking run (if it has been tracked). */
export function toKeyword(keyword: KeywordRow, latest: SeoSerpData | undefined): SeoKeyword {
  return {
    id: keyword.id,
    page_type: keyword.pageType as SeoPageType,
    page_id: keyword.pageId,
    page_url: keyword.pageUrl,
    keyword: keyword.keyword,
    keyword_type: keyword.keywordType as KeywordType,
    search_volume: keyword.searchVolume,
    active: keyword.active,
    created_at: keyword.createdAt.toISOString(),
    updated_at: keyword.updatedAt.toISOString(),
    position: latest?.position ?? null,
    url_found: latest?.urlFound ?? null,
    tracked_at: iso(latest?.trackedAt ?? null),
  };
}

export function toTrackingRun(run: SeoTrackingRun): TrackingRun {
  return {
    id: run.id,
    run_type: run.runType as TrackingRun['run_type'],
    status: run.status as TrackingRun['status'],
    keywords_tracked: run.keywordsTracked,
    api_calls_made: run.apiCallsMade,
    error_message: run.errorMessage,
    started_at: iso(run.startedAt),
    completed_at: iso(run.completedAt),
    created_at: run.createdAt.toISOString(),
  };
}

export function toSerpRow(row: SeoSerpData & { keyword: { keyword: string } }): SerpRow {
  return {
    id: row.id,
    keyword_id: row.keywordId,
    keyword: row.keyword.keyword,
    tracking_run_id: row.trackingRunId,
    position: row.position,
    url_found: row.urlFound,
    title: row.title,
    description: row.description,
    clicks: row.clicks,
    impressions: row.impressions,
    ctr: row.ctr,
    tracked_at: row.trackedAt.toISOString(),
  };
}

export function toOnpageResult(row: SeoOnpageData): OnpageResult {
  return {
    id: row.id,
    page_url: row.pageUrl,
    http_status: row.httpStatus,
    overall_score: row.overallScore,
    meta_title_score: row.metaTitleScore,
    meta_description_score: row.metaDescriptionScore,
    h1_score: row.h1Score,
    content_score: row.contentScore,
    word_count: row.wordCount,
    internal_links: row.internalLinks,
    external_links: row.externalLinks,
    images_without_alt: row.imagesWithoutAlt,
    page_load_time: row.pageLoadTime,
    issues_found: Array.isArray(row.issuesFound) ? row.issuesFound.map(String) : [],
    tracked_at: row.trackedAt.toISOString(),
  };
}
