import { createFileRoute } from '@tanstack/react-router';
import { seoSearchSchema } from '../tabs/seo/keyword-list';
import { SeoTab } from '../tabs/seo/seo-tab';

export const Route = createFileRoute('/seo')({
  // The section and the keyword list's view live in the URL: a reload or a shared link shows the same one.
  validateSearch: (search: Record<string, unknown>) => seoSearchSchema.parse(search),
  component: SeoTab,
});
