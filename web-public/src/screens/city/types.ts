import type { PageData, SiteSettings } from '@local-seo/contracts';

/** What both city layouts receive: the composed page data and the brand's settings. */
export interface CityPageProps {
  data: PageData;
  site: SiteSettings;
}
