import { createFileRoute } from '@tanstack/react-router';
import { SitemapTab } from '../tabs/sitemap/sitemap-tab';

export const Route = createFileRoute('/sitemap')({
  component: SitemapTab,
});
