import { createFileRoute } from '@tanstack/react-router';
import { CitiesTab } from '../tabs/cities/cities-tab';

export const Route = createFileRoute('/cities')({
  component: CitiesTab,
});
