import { PageHeader, SectionTabs } from '../../ui';
import { AdvancedPanel } from './advanced-panel';
import { GoogleConsolePanel } from './google-console-panel';
import { OverviewPanel } from './overview-panel';
import { TestingPanel } from './testing-panel';
import './sitemap.css';

/** The Sitemap tab: status and submission, Search Console, the test suite, the index. */
export function SitemapTab() {
  return (
    <>
      <PageHeader title="Sitemap Management" description="Generate the sitemap of the public pages and submit it to Google and Bing." />
      <SectionTabs
        label="Sitemap sections"
        sections={[
          { value: 'overview', label: 'Overview', panel: <OverviewPanel /> },
          { value: 'google', label: 'Google Search Console', panel: <GoogleConsolePanel /> },
          { value: 'testing', label: 'Testing', panel: <TestingPanel /> },
          { value: 'advanced', label: 'Advanced', panel: <AdvancedPanel /> },
        ]}
      />
    </>
  );
}
