import { getRouteApi } from '@tanstack/react-router';
import { PageHeader, SectionTabs } from '../../ui';
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
      <SectionTabs
        label="SEO Analytics sections"
        value={section}
        onValueChange={show}
        sections={[
          { value: 'overview', label: 'Site Overview', panel: <SiteOverview /> },
          { value: 'pages', label: 'Page Analytics', panel: <PageAnalytics /> },
          { value: 'keywords', label: 'Keywords', panel: <KeywordsPanel /> },
          { value: 'settings', label: 'Settings', panel: <SettingsPanel /> },
        ]}
      />
    </>
  );
}
