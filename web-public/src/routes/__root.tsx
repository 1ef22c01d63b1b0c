// The theme and element defaults come first, so every component's CSS follows them.
import '../styles/theme.css';
import '../styles/base.css';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { siteQueryOptions } from '../data/queries';
import type { RouterContext } from '../router';

/** A leaf in the brand's green, inline so no request is spent on a favicon. */
const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath fill='%231e5631' d='M27 4C13 4 5 11 5 21c0 3 1 5 2 7 2-7 7-12 14-15-6 4-10 9-12 16 2 1 4 1 6 1 10 0 13-11 12-26z'/%3E%3C/svg%3E";

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteQueryOptions(context.dataSource)),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1e5631' },
    ],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: favicon }],
  }),
  component: RootComponent,
  notFoundComponent: () => <NotFoundScreen />,
});

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
