import { createFileRoute } from '@tanstack/react-router';
import { SeoTab } from '../tabs/seo/seo-tab';

export const Route = createFileRoute('/seo')({
  component: SeoTab,
});
