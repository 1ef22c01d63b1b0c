import type { LocalResource, PageData } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { testCity, testSite } from '../../../testing/fixtures';
import { renderRouted } from '../../../testing/render-routed';
import { GeneratedCityPage } from '../generated/GeneratedCityPage';
import { testPageData } from '../generated/test-page-data';
import { TabbedCityPage } from '../tabbed/TabbedCityPage';
import { tabbedPageData } from '../tabbed/test-data';

/**
 * A city's own content (docs/decisions.md, decision 16) in both layouts: the introduction right
 * under the hero, the local resources in the Resources tab or section, and the empty state kept
 * for a city without.
 */

const introduction = '<p>Barrie wraps around <em>Kempenfelt Bay</em>.</p><p>See <a href="https://www.barrie.ca/" rel="noopener">the city’s site</a>.</p>';
const resources: LocalResource[] = [
  { title: 'City of Barrie', url: 'https://www.barrie.ca/', text: null },
  { title: 'Spring load limits', url: null, text: 'Heavy deliveries may wait for half-load season to end.' },
];

const layouts = {
  generated: {
    render: (data: PageData) => renderRouted(<GeneratedCityPage data={data} site={testSite} />),
    data: (city = testCity()) => testPageData({ city }),
    hero: '<h1 id="gen-hero-title">',
    next: 'id="weather"',
    resources: (html: string) => html.slice(html.indexOf('<section id="resources"'), html.indexOf('</section>', html.indexOf('<section id="resources"'))),
  },
  tabbed: {
    render: (data: PageData) => renderRouted(<TabbedCityPage data={data} site={testSite} />),
    data: (city = testCity({ template: 'tabbed' })) => tabbedPageData({ city }),
    hero: '<h1 id="tc-hero-title">',
    next: 'role="tablist"',
    resources: (html: string) => {
      const start = html.indexOf('id="city-panel-resources"');
      const end = html.indexOf('role="tabpanel"', start);
      return html.slice(start, end === -1 ? undefined : end);
    },
  },
};

describe.each(Object.entries(layouts))('the %s layout', (name, layout) => {
  it('shows the introduction as stored, right after the hero and before the rest of the page', async () => {
    const data = layout.data(testCity({ template: name === 'tabbed' ? 'tabbed' : 'standard', local_introduction: introduction }));
    const html = await layout.render(data);
    const at = html.indexOf(`<section class="city-intro" aria-label="About Barrie"><div class="container city-intro__text">${introduction}</div></section>`);
    const hero = html.indexOf(layout.hero);
    expect(hero).toBeGreaterThan(-1);
    // After the hero's own section has closed, before the first part that follows it.
    expect(at).toBeGreaterThan(html.indexOf('</section>', hero));
    expect(at).toBeLessThan(html.indexOf(layout.next));
  });

  it('shows no introduction for a city without one', async () => {
    expect(await layout.render(layout.data())).not.toContain('city-intro');
  });

  it('lists the local resources in the Resources part: a link that opens in a new tab, or a title with its text', async () => {
    const data = layout.data(testCity({ template: name === 'tabbed' ? 'tabbed' : 'standard', local_resources: resources }));
    const part = layout.resources(await layout.render(data));
    expect(part).toMatch(/<a href="https:\/\/www\.barrie\.ca\/" target="_blank" rel="noopener noreferrer">City of Barrie<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
    expect(part).toContain('<strong>Spring load limits</strong><p>Heavy deliveries may wait for half-load season to end.</p>');
    expect(part).not.toContain('No resources available');
  });
});

describe('a city without local resources', () => {
  it('keeps the tabbed layout’s empty text in its Resources & Tools tab', async () => {
    const part = layouts.tabbed.resources(await layouts.tabbed.render(layouts.tabbed.data()));
    expect(part).toContain('No resources available for Barrie at this time.');
    expect(part).not.toContain('city-resources');
  });

  it('keeps the generated layout’s brand guides alone in its Resources section', async () => {
    const part = layouts.generated.resources(await layouts.generated.render(layouts.generated.data()));
    expect(part).toContain('Soil Calculator');
    expect(part).not.toContain('Local resources for');
  });
});
