import { createFileRoute } from '@tanstack/react-router';
import { locationsSearchSchema } from '../tabs/locations/location-list';
import { LocationsTab } from '../tabs/locations/locations-tab';

export const Route = createFileRoute('/locations')({
  // The table's view lives in the URL (search, city, sort, page): a reload or a shared link shows the same one.
  validateSearch: (search: Record<string, unknown>) => locationsSearchSchema.parse(search),
  component: LocationsTab,
});
