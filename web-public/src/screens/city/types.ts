import type { PageData, SiteSettings, WeatherReport, WeatherSuggestion } from '@local-seo/contracts';

/** What both city layouts receive: the composed page data and the brand's settings. */
export interface CityPageProps {
  data: PageData;
  site: SiteSettings;
}

/** What both layouts' weather parts receive: the city's name, its weather report and the stored suggestions. */
export interface CityWeatherProps {
  city: string;
  weather: WeatherReport;
  suggestions: readonly WeatherSuggestion[];
}
