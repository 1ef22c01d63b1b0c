import { PageHeader, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { KeywordsPanel } from './keywords-panel';
import { PageAnalytics } from './page-analytics';
import { SettingsPanel } from './settings-panel';
import { SiteOverview } from './site-overview';
import './seo.css';

/** The SEO Analytics tab: rankings from Search Console, on-page audits, tracked keywords and their settings. */
export function SeoTab() {
  return (
    <>
      <PageHeader title="SEO Analytics" description="Where the public pages rank on Google, and how well they are built for search." />
      <Tabs defaultValue="overview">
        <TabList label="SEO Analytics sections">
          <Tab value="overview">Site Overview</Tab>
          <Tab value="pages">Page Analytics</Tab>
          <Tab value="keywords">Keywords</Tab>
          <Tab value="settings">Settings</Tab>
        </TabList>
        <TabPanel value="overview">
          <SiteOverview />
        </TabPanel>
        <TabPanel value="pages">
          <PageAnalytics />
        </TabPanel>
        <TabPanel value="keywords">
          <KeywordsPanel />
        </TabPanel>
        <TabPanel value="settings">
          <SettingsPanel />
        </TabPanel>
      </Tabs>
    </>
  );
}
