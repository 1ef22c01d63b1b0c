import { describe, expect, it } from 'vitest';
import type { PageFacts } from './onpage-analysis.js';
import { scorePage, scoreWeights } from './onpage-score.js';

const good: PageFacts = {
  titles: ['Landscaping Supplies Barrie Ontario | Northway'],
  metaDescriptions: ['Topsoil, mulch, aggregates, sand and decorative stone delivered in Barrie, Ontario. Same-day delivery on orders before 12 PM.'],
  h1s: ['Premium Landscaping Supplies in Barrie'],
  wordCount: 650,
  internalLinks: 12,
  externalLinks: 2,
  images: 4,
  imagesWithoutAlt: 0,
  canonical: 'https://www.example.com/barrie',
  noindex: false,
  hasOpenGraphTitle: true,
  jsonLdBlocks: 3,
  invalidJsonLdBlocks: 0,
};

describe('scoring a page', () => {
  it('gives a complete, fast page full marks and no issues', () => {
    expect(scorePage(good, 350)).toEqual({
      overallScore: 100,
      metaTitleScore: 100,
      metaDescriptionScore: 100,
      h1Score: 100,
      contentScore: 100,
      issues: [],
    });
    expect(Object.values(scoreWeights).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('explains every point lost', () => {
    const poor: PageFacts = {
      ...good,
      titles: ['Barrie'],
      metaDescriptions: [],
      h1s: ['One', 'Two'],
      wordCount: 120,
      internalLinks: 1,
      imagesWithoutAlt: 1,
      canonical: null,
      jsonLdBlocks: 0,
    };
    const score = scorePage(poor, 4500);
    expect(score).toMatchObject({ metaTitleScore: 40, metaDescriptionScore: 0, h1Score: 60, contentScore: 20 });
    expect(score.issues).toEqual([
      'Title is too short (6 characters; aim for 30-60)',
      'Missing meta description',
      'Page has 2 h1 headings; use one',
      'Thin content: 120 words (aim for at least 300)',
      'Few internal links (1; aim for at least 3)',
      '1 of 4 images without alt text',
      'Slow response: the HTML took 4500 ms (aim for under 2000 ms)',
      'Missing canonical link',
      'No JSON-LD structured data',
    ]);
    // 40*.2 + 0 + 60*.15 + 20*.2 + 70*.1 + 75*.05 + 20*.1 + 60*.05 = 36.75
    expect(score.overallScore).toBe(37);
  });

  it('bands title and description lengths, and notices duplicates, a missing h1 and a noindex page', () => {
    expect(scorePage({ ...good, titles: ['A title that is a little too long for results pages, by a bit'] }, 100).metaTitleScore).toBe(70);
    expect(scorePage({ ...good, titles: [good.titles[0]!, 'Second'] }, 100)).toMatchObject({ metaTitleScore: 80, issues: ['Page has 2 title tags; keep one'] });
    expect(scorePage({ ...good, metaDescriptions: [good.metaDescriptions[0]!, 'Again'] }, 100)).toMatchObject({ metaDescriptionScore: 80, issues: ['Page has 2 meta descriptions; keep one'] });
    expect(scorePage({ ...good, titles: [''] }, 100)).toMatchObject({ metaTitleScore: 0, issues: ['Missing title tag'] });
    expect(scorePage({ ...good, metaDescriptions: ['Short but acceptable description of the Barrie delivery page for people.'] }, 100).metaDescriptionScore).toBe(70);
    expect(scorePage({ ...good, h1s: [] }, 100).issues).toContain('Missing h1 heading');
    expect(scorePage({ ...good, h1s: [''] }, 100).h1Score).toBe(30);
    expect(scorePage({ ...good, noindex: true }, 100).issues).toContain('The page asks search engines not to index it (robots noindex)');
    expect(scorePage({ ...good, wordCount: 400 }, 1500)).toMatchObject({ contentScore: 80, issues: [] });
  });
});
