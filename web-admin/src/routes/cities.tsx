import { createFileRoute } from '@tanstack/react-router';
import { citiesSearchSchema } from '../tabs/cities/city-list';
import { CitiesTab } from '../tabs/cities/cities-tab';

export const Route = createFileRoute('/cities')({
  // The view lives in the URL (search, status, sort, page): a reload or a shared link shows the same one.
  validateSearch: (search: Record<string, unknown>) => citiesSearchSchema.parse(search),
  component: CitiesTab,
});
