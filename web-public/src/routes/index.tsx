import { createFileRoute, redirect } from '@tanstack/react-router';

/*
 * The site has no home page of its own: the service-areas page is where every city
 * page is listed. A permanent redirect (rather than a second copy with a canonical
 * link) gives crawlers and visitors one URL for it.
 */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/delivery', statusCode: 301 });
  },
});
