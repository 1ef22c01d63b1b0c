import { setImmediate } from 'node:timers/promises';
import { legalPagePaths, type CitiesClient, type SitemapSelfTest } from '@local-seo/contracts';
import { citiesUnavailableMessage } from '@local-seo/service-kit';
import { mainSitemapName, numberedSitemapName, publicUrl } from '../domain/sitemap-protocol.js';
import { SitemapValidator, type SitemapEntry, type SitemapReport } from '../domain/sitemap-validator.js';
import type { CurrentSitemap } from '../generation/generator.js';
import { cityPath, deliveryPath } from '../data/page-store.js';
import { findUrlsNotAnswering200 } from './url-checker.js';

type TestResult = SitemapSelfTest['results'][number];

interface SelfTestOptions {
  current: CurrentSitemap | null;
  cities: CitiesClient;
  publicBaseUrl: string;
  /** Where the listed pages are fetched (PUBLIC_BASE_URL, or a local server in tests). */
  checkBaseUrl: string;
  concurrency?: number;
  timeoutMs?: number;
}

/** Bytes validated between two turns of the event loop: a 50,000-URL file does not hold the requests of others. */
const validateChunkBytes = 64 * 1024;

/** Validates a file of the current generation as it is served (from the database, or this replica's copy of it). */
async function validateFile(current: CurrentSitemap, name: string, onEntry: (entry: SitemapEntry) => void): Promise<SitemapReport> {
  const content = await current.read(name);
  // Pruned while the test ran: a newer generation has replaced it meanwhile.
  if (!content) return { kind: null, entries: 0, bytes: 0, valid: false, errors: ['cannot be read (a newer sitemap replaced it meanwhile)'] };
  const validator = new SitemapValidator({ onEntry });
  for (let offset = 0; offset < content.length; offset += validateChunkBytes) {
    validator.write(content.subarray(offset, offset + validateChunkBytes));
    await setImmediate();
  }
  return validator.end();
}

const listSome = (items: readonly string[], count = 5) =>
  items.slice(0, count).join(', ') + (items.length > count ? ` and ${items.length - count} more` : '');

/** '1 file', '2 files', '3 cities'. */
const plural = (count: number, word: string) =>
  `${count} ${count === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`}`;

/**
 * The Testing tab's suite, run against what is really served: the files
 * parse and follow the schema, the index matches its sitemaps, only live
 * cities are listed (and all of them), every URL answers 200 where crawlers
 * will fetch it, and robots.txt names the sitemap.
 */
export async function runSitemapSelfTest(options: SelfTestOptions): Promise<SitemapSelfTest> {
  const results: TestResult[] = [];
  const add = (test: string, success: boolean, message: string) => results.push({ test, success, message });
  const { current } = options;
  const sitemapUrl = publicUrl(options.publicBaseUrl, `/${mainSitemapName}`);

  if (!current) {
    add('Sitemap exists', false, 'No sitemap has been generated yet');
    return { success: false, results };
  }
  add('Sitemap exists', true, `${sitemapUrl}: ${plural(current.urlCount, 'URL')}, generated ${current.generatedAt.toISOString()}`);

  // Schema: the main file, then each sitemap it names.
  const mainEntries: SitemapEntry[] = [];
  const problems: string[] = [];
  const main = await validateFile(current, mainSitemapName, (entry) => mainEntries.push(entry));
  const children = main.kind === 'sitemapindex' ? mainEntries : [];
  const pageUrls = main.kind === 'urlset' ? mainEntries.map((entry) => entry.loc) : [];
  problems.push(...main.errors.map((error) => `${mainSitemapName} ${error}`));
  const childReports = new Map<string, { report: SitemapReport; newest: string | null }>();
  if (main.kind === 'sitemapindex') {
    for (const child of children) {
      const name = Array.from(current.files.keys()).find((file) => publicUrl(options.publicBaseUrl, `/${file}`) === child.loc);
      if (!name || name === mainSitemapName) continue; // reported by the index test
      let newest: string | null = null;
      const report = await validateFile(current, name, (entry) => {
        pageUrls.push(entry.loc);
        if (entry.lastmod && (!newest || entry.lastmod > newest)) newest = entry.lastmod;
      });
      if (report.kind !== 'urlset') problems.push(`${name} must be a <urlset> sitemap`);
      problems.push(...report.errors.map((error) => `${name} ${error}`));
      childReports.set(child.loc, { report, newest });
    }
  }
  add(
    'Sitemap follows the sitemaps.org schema',
    problems.length === 0,
    problems.length === 0 ? `${plural(current.files.size, 'file')} parsed and valid` : listSome(problems, 10),
  );

  // The index and its sitemaps agree.
  if (main.kind === 'sitemapindex') {
    const issues: string[] = [];
    const expected = Array.from({ length: current.sitemapCount }, (_, i) => publicUrl(options.publicBaseUrl, `/${numberedSitemapName(i + 1)}`));
    const listed = children.map((child) => child.loc);
    if (listed.join('\n') !== expected.join('\n')) issues.push(`the index lists ${listSome(listed, 3)} instead of sitemap-1.xml to sitemap-${current.sitemapCount}.xml`);
    for (const child of children) {
      const found = childReports.get(child.loc);
      if (!found) continue;
      if (child.lastmod !== found.newest) {
        issues.push(`${child.loc} is dated ${child.lastmod ?? 'nothing'} in the index but its newest page is ${found.newest ?? 'undated'}`);
      }
    }
    if (pageUrls.length !== current.urlCount) issues.push(`the sitemaps hold ${pageUrls.length} URLs, the generation recorded ${current.urlCount}`);
    add(
      'Sitemap index is consistent',
      issues.length === 0,
      issues.length === 0 ? `${plural(children.length, 'sitemap')} holding ${plural(pageUrls.length, 'URL')}` : listSome(issues),
    );
  } else {
    add('Sitemap index is consistent', true, `No index needed: one file holds all ${plural(pageUrls.length, 'URL')}`);
  }

  const duplicates = pageUrls.length - new Set(pageUrls).size;
  const foreign = pageUrls.filter((url) => !url.startsWith(`${options.publicBaseUrl}/`));
  add(
    'Every URL is listed once, on the public site',
    duplicates === 0 && foreign.length === 0,
    duplicates === 0 && foreign.length === 0
      ? `All URLs are under ${options.publicBaseUrl}`
      : [duplicates > 0 ? `${plural(duplicates, 'URL')} listed twice` : '', foreign.length > 0 ? `not on the site: ${listSome(foreign)}` : '']
          .filter(Boolean)
          .join('; '),
  );

  // Only live cities, and every one of them.
  const fixed = new Set([deliveryPath, ...legalPagePaths].map((path) => publicUrl(options.publicBaseUrl, path)));
  const listedCityUrls = pageUrls.filter((url) => !fixed.has(url));
  try {
    const live = new Set((await options.cities.listActive()).map((city) => publicUrl(options.publicBaseUrl, cityPath(city.url_slug))));
    const notLive = listedCityUrls.filter((url) => !live.has(url));
    add(
      'No inactive city is listed',
      notLive.length === 0,
      notLive.length === 0 ? `${plural(listedCityUrls.length, 'city page')} listed, all live` : `Not live: ${listSome(notLive)}`,
    );
    const listedSet = new Set(listedCityUrls);
    const missing = [...live].filter((url) => !listedSet.has(url));
    add(
      'Every live city is listed',
      missing.length === 0,
      missing.length === 0 ? `All ${plural(live.size, 'live city')} are listed` : `Missing (regenerate the sitemap): ${listSome(missing)}`,
    );
  } catch {
    add('No inactive city is listed', false, citiesUnavailableMessage);
  }

  // What crawlers will meet.
  const toCheckUrl = (url: string) => (url.startsWith(options.publicBaseUrl) ? options.checkBaseUrl + url.slice(options.publicBaseUrl.length) : url);
  const failures = await findUrlsNotAnswering200(pageUrls.map(toCheckUrl), {
    concurrency: options.concurrency ?? 8,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  add(
    'Every URL answers 200',
    failures.length === 0,
    failures.length === 0
      ? `${plural(pageUrls.length, 'URL')} answered 200 at ${options.checkBaseUrl}`
      : `${failures.length} of ${pageUrls.length} did not: ${listSome(failures.map((f) => `${f.url} (${f.problem})`))}`,
  );
  add('robots.txt names the sitemap', ...(await robotsNamesSitemap(options.checkBaseUrl, sitemapUrl)));
  add('Sitemap is served', ...(await sitemapIsServed(options.checkBaseUrl)));

  return { success: results.every((r) => r.success), results };
}

async function fetchText(url: string): Promise<{ status: number; type: string; text: string } | string> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  } catch (err) {
    return `${url} could not be fetched (${(err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable'})`;
  }
}

async function robotsNamesSitemap(checkBaseUrl: string, sitemapUrl: string): Promise<[boolean, string]> {
  const answer = await fetchText(`${checkBaseUrl}/robots.txt`);
  if (typeof answer === 'string') return [false, answer];
  if (answer.status !== 200) return [false, `${checkBaseUrl}/robots.txt answered ${answer.status}`];
  const named = answer.text.split(/\r?\n/).some((line) => /^sitemap:/i.test(line) && line.slice(8).trim() === sitemapUrl);
  return named ? [true, `robots.txt names ${sitemapUrl}`] : [false, `robots.txt has no "Sitemap: ${sitemapUrl}" line`];
}

async function sitemapIsServed(checkBaseUrl: string): Promise<[boolean, string]> {
  const answer = await fetchText(`${checkBaseUrl}/${mainSitemapName}`);
  if (typeof answer === 'string') return [false, answer];
  if (answer.status !== 200) return [false, `${checkBaseUrl}/${mainSitemapName} answered ${answer.status}`];
  if (!/xml/.test(answer.type)) return [false, `${checkBaseUrl}/${mainSitemapName} is served as ${answer.type || 'no type'}, not XML`];
  return [true, `${checkBaseUrl}/${mainSitemapName} answered 200 (${answer.type})`];
}
