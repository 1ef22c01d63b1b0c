// The shared rules, the theme and element defaults come first, so every component's CSS follows them.
import '@local-seo/web-styles/shared.css';
import '../styles/theme.css';
import '../styles/base.css';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { siteQueryOptions } from '../data/queries';
import { siteAssetPaths } from '../seo/site-assets';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteQueryOptions(context.dataSource)),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1e5631' },
    ],
    // Stable, crawlable addresses (web-public/src/server/images/site-files.ts answers them).
    links: [
      { rel: 'icon', href: siteAssetPaths.favicon, sizes: '32x32' },
      { rel: 'icon', type: 'image/svg+xml', href: siteAssetPaths.faviconSvg },
      { rel: 'apple-touch-icon', href: siteAssetPaths.appleTouchIcon },
      { rel: 'manifest', href: siteAssetPaths.manifest },
    ],
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
