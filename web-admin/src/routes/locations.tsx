import { createFileRoute } from '@tanstack/react-router';
import { LocationsTab } from '../tabs/locations/locations-tab';

export const Route = createFileRoute('/locations')({
  component: LocationsTab,
});
