import { getRouteApi } from '@tanstack/react-router';
import { PageHeader, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { sectionOf, seoSections, type SeoSection } from './keyword-list';
import { KeywordsPanel } from './keywords-panel';
import { PageAnalytics } from './page-analytics';
import { SettingsPanel } from './settings-panel';
import { SiteOverview } from './site-overview';
import './seo.css';

const route = getRouteApi('/seo');

/** The SEO Analytics tab: rankings from Search Console, on-page audits, tracked keywords and their settings. */
export function SeoTab() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const section = sectionOf(search);
  // The section is in the URL; leaving the keywords leaves their list's state behind.
  const show = (next: string) => {
    const chosen = seoSections.find((name) => name === next) as SeoSection;
    void navigate({ search: (current) => (chosen === 'keywords' ? { ...current, section: chosen } : chosen === 'overview' ? {} : { section: chosen }) });
  };
  return (
    <>
      <PageHeader title="SEO Analytics" description="Where the public pages rank on Google, and how well they are built for search." />
      <Tabs value={section} onValueChange={show}>
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
