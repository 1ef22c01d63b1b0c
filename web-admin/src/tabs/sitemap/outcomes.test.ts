import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { bingSubmissionToast, callFailedToast, failures, generationToast, googleSubmissionToast, indexGenerationToast, submitAllToast, testSuiteToast } from './outcomes';

describe('generation toasts', () => {
  it('name the URLs written, and a warning when there was one', () => {
    expect(generationToast({ success: true, urlCount: 35, sitemapCount: 0 })).toEqual({
      title: 'Sitemap Generated',
      description: 'The sitemap lists 35 URLs',
    });
    expect(generationToast({ success: true, urlCount: 1, sitemapCount: 0, warning: 'The cities service did not answer' })).toEqual({
      title: 'Sitemap Generated',
      description: 'The sitemap lists 1 URL. The cities service did not answer',
    });
  });

  it("say 'Generation Failed' with the service's reason", () => {
    expect(generationToast({ success: false, urlCount: 0, sitemapCount: 0, error: 'Disk full' })).toEqual({
      title: 'Generation Failed',
      description: 'Disk full',
      variant: 'destructive',
    });
  });

  it("say 'Index Generation Failed' for the index", () => {
    expect(indexGenerationToast({ success: false, sitemapCount: 0, totalUrls: 0 })).toMatchObject({
      title: 'Index Generation Failed',
      variant: 'destructive',
    });
    expect(indexGenerationToast({ success: true, sitemapCount: 2, totalUrls: 60_000 })).toEqual({
      title: 'Sitemap Index Generated',
      description: '2 sitemaps with 60,000 URLs',
    });
  });
});

describe('submission toasts', () => {
  it("fall back to 'Failed to submit sitemap to Google' without a reason", () => {
    expect(googleSubmissionToast({ success: false, message: '' })).toEqual({
      title: 'Google Submission Failed',
      description: 'Failed to submit sitemap to Google',
      variant: 'destructive',
    });
    expect(googleSubmissionToast({ success: false, message: 'x', error: 'Google Search Console is not configured' })).toMatchObject({
      description: 'Google Search Console is not configured',
    });
  });

  it("say 'Bing Submission Failed' with IndexNow's reason", () => {
    expect(bingSubmissionToast({ success: false, message: 'Key not valid', error: 'Key not valid' })).toEqual({
      title: 'Bing Submission Failed',
      description: 'Key not valid',
      variant: 'destructive',
    });
    expect(bingSubmissionToast({ success: true, message: 'IndexNow accepted 35 changed URLs', urlCount: 35 })).toEqual({
      title: 'Submitted to Bing',
      description: 'IndexNow accepted 35 changed URLs',
    });
  });

  it("say 'Submission Failed' with what each engine answered", () => {
    const toast = submitAllToast({
      success: false,
      google: { success: false, message: 'Not configured', error: 'Not configured' },
      bing: { success: true, message: 'IndexNow accepted 3 changed URLs' },
    });
    expect(toast).toEqual({
      title: 'Submission Failed',
      description: 'Failed to submit sitemap to search engines. Google: Not configured. Bing: IndexNow accepted 3 changed URLs',
      variant: 'destructive',
    });
  });

  it('use the server message of a call that failed outright, else the fallback', () => {
    const error = new ApiError(502, '502: {}', { statusCode: 502, error: 'Bad Gateway', message: 'The sitemap service did not answer' });
    expect(callFailedToast(failures.submitAll, error)).toEqual({
      title: 'Submission Failed',
      description: 'The sitemap service did not answer',
      variant: 'destructive',
    });
    expect(callFailedToast(failures.generation, new TypeError('boom')).description).toBe('Failed to generate sitemap');
  });
});

describe('testSuiteToast', () => {
  const pass = { test: 'Sitemap exists', success: true, message: 'ok' };
  const fail = { test: 'Every URL answers 200', success: false, message: '/x answered 404' };

  it('counts the failed tests', () => {
    expect(testSuiteToast({ success: false, results: [pass, fail] })).toEqual({
      title: 'Test Suite Failed',
      description: '1 of 2 tests failed',
      variant: 'destructive',
    });
  });

  it("says 'Test Suite Error' when the suite could not run", () => {
    expect(testSuiteToast({ success: false, results: [], error: 'Failed to run tests' })).toEqual({
      title: 'Test Suite Error',
      description: 'Failed to run tests',
      variant: 'destructive',
    });
  });

  it('says all passed', () => {
    expect(testSuiteToast({ success: true, results: [pass, pass] })).toEqual({
      title: 'Test Suite Passed',
      description: 'All 2 tests passed',
    });
  });
});
