import { PageHeader, Tab, TabList, TabPanel, Tabs } from '../../ui';
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
      <Tabs defaultValue="overview">
        <TabList label="Sitemap sections">
          <Tab value="overview">Overview</Tab>
          <Tab value="google">Google Search Console</Tab>
          <Tab value="testing">Testing</Tab>
          <Tab value="advanced">Advanced</Tab>
        </TabList>
        <TabPanel value="overview">
          <OverviewPanel />
        </TabPanel>
        <TabPanel value="google">
          <GoogleConsolePanel />
        </TabPanel>
        <TabPanel value="testing">
          <TestingPanel />
        </TabPanel>
        <TabPanel value="advanced">
          <AdvancedPanel />
        </TabPanel>
      </Tabs>
    </>
  );
}
