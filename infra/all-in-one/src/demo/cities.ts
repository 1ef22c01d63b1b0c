import type { CityCreateInput } from '@local-seo/contracts';

type DemoCity = Pick<CityCreateInput, 'city_name' | 'latitude' | 'longitude' | 'population' | 'url_slug'> & {
  template?: 'standard' | 'tabbed';
  page_active?: boolean;
};

/**
 * The Ontario cities docs/behaviour/public-site.md names: the eight of the not-found screen and every
 * slug of the delivery page's groups, plus a few that fall under 'Additional
 * Service Areas'. Coordinates are the town centres; populations are the 2021
 * census counts of the municipality, or null for villages that are not one.
 */
export const demoCities: DemoCity[] = [
  // Major urban centres
  { city_name: 'Toronto', url_slug: 'toronto', latitude: 43.6532, longitude: -79.3832, population: 2794356, template: 'tabbed' },
  { city_name: 'Hamilton', url_slug: 'hamilton', latitude: 43.2557, longitude: -79.8711, population: 569353 },
  { city_name: 'Ottawa', url_slug: 'ottawa', latitude: 45.4215, longitude: -75.6972, population: 1017449 },
  { city_name: 'London', url_slug: 'london', latitude: 42.9849, longitude: -81.2453, population: 422324 },
  // Regional centres and suburban communities
  { city_name: 'Aurora', url_slug: 'aurora', latitude: 44.0065, longitude: -79.4504, population: 62057 },
  { city_name: 'Barrie', url_slug: 'barrie', latitude: 44.3894, longitude: -79.6903, population: 147829, template: 'tabbed' },
  { city_name: 'Guelph', url_slug: 'guelph', latitude: 43.5448, longitude: -80.2482, population: 143740 },
  { city_name: 'Kitchener', url_slug: 'kitchener', latitude: 43.4516, longitude: -80.4925, population: 256885 },
  { city_name: 'Markham', url_slug: 'markham', latitude: 43.8561, longitude: -79.337, population: 338503 },
  { city_name: 'Milton', url_slug: 'milton', latitude: 43.5183, longitude: -79.8774, population: 132979 },
  { city_name: 'Oakville', url_slug: 'oakville', latitude: 43.4675, longitude: -79.6877, population: 213759 },
  { city_name: 'Georgina', url_slug: 'georgina', latitude: 44.296, longitude: -79.4366, population: 47642 },
  { city_name: 'Grimsby', url_slug: 'grimsby', latitude: 43.2001, longitude: -79.5663, population: 28883 },
  // Cottage country
  { city_name: 'Gravenhurst', url_slug: 'gravenhurst', latitude: 44.9188, longitude: -79.3733, population: 13157 },
  { city_name: 'Muskoka', url_slug: 'muskoka', latitude: 45.0373, longitude: -79.3089, population: 66674 },
  { city_name: 'Parry Sound', url_slug: 'parry-sound', latitude: 45.3434, longitude: -80.0354, population: 6879 },
  { city_name: 'Huntsville', url_slug: 'huntsville', latitude: 45.3269, longitude: -79.2168, population: 21147 },
  { city_name: 'Haliburton', url_slug: 'haliburton', latitude: 45.0478, longitude: -78.5081, population: null },
  // Rural and agricultural communities
  { city_name: 'Creemore', url_slug: 'creemore', latitude: 44.3251, longitude: -80.1056, population: null },
  { city_name: 'Puslinch', url_slug: 'puslinch', latitude: 43.45, longitude: -80.1667, population: 7944 },
  { city_name: 'Kleinburg', url_slug: 'kleinburg', latitude: 43.8403, longitude: -79.6283, population: null },
  { city_name: 'Orangeville', url_slug: 'orangeville', latitude: 43.9197, longitude: -80.0943, population: 30167 },
  { city_name: 'Elmvale', url_slug: 'elmvale', latitude: 44.5834, longitude: -79.8667, population: null },
  { city_name: 'Erin', url_slug: 'erin', latitude: 43.775, longitude: -80.0667, population: 11981 },
  { city_name: 'Fergus', url_slug: 'fergus', latitude: 43.7058, longitude: -80.3772, population: null },
  { city_name: 'King City', url_slug: 'king-city', latitude: 43.9281, longitude: -79.5279, population: null },
  { city_name: 'Mono', url_slug: 'mono', latitude: 44.05, longitude: -80.0667, population: 9421 },
  { city_name: 'New Tecumseth', url_slug: 'new-tecumseth', latitude: 44.0833, longitude: -79.75, population: 43948 },
  { city_name: 'Shelburne', url_slug: 'shelburne', latitude: 44.0786, longitude: -80.2039, population: 8994 },
  // Additional service areas
  { city_name: 'Newmarket', url_slug: 'newmarket', latitude: 44.0592, longitude: -79.4613, population: 87942 },
  { city_name: 'Collingwood', url_slug: 'collingwood', latitude: 44.5008, longitude: -80.2169, population: 24811 },
  { city_name: 'Bracebridge', url_slug: 'bracebridge', latitude: 45.0388, longitude: -79.3086, population: 17305 },
  // A page still being prepared: stored, not public.
  { city_name: 'Stouffville', url_slug: 'stouffville', latitude: 43.9706, longitude: -79.2446, population: 49864, page_active: false },
];
