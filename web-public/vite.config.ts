import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { buildBudget } from './scripts/build-budget.ts';

/**
 * Workspace packages (@local-seo/*) resolve to their TypeScript sources, as their
 * "development" export condition says. The condition is applied to them alone:
 * turned on globally it would also select the development builds of TanStack
 * Router in production bundles.
 */
function workspaceSources(): Alias[] {
  const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@local-seo/'))
    .map((name) => {
      // npm links every workspace package into the root node_modules.
      const packageDir = realpathSync(fileURLToPath(new URL(`../node_modules/${name}`, import.meta.url)));
      const { exports } = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')) as {
        exports: { '.': { development: string } };
      };
      return { find: new RegExp(`^${name}$`), replacement: `${packageDir}/${exports['.'].development}` };
    });
}

const workspaceModule = /\/packages\/[^/]+\/src\//;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    {
      // The server inlines the CSS into each page (src/server/client-build.ts). The router
      // plugin turns its inline-CSS support off by default; this later plugin turns it on,
      // so the client adopts the inlined <style> at hydration.
      name: 'local-seo:inline-css',
      config: () => ({
        define: {
          'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
          'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
        },
      }),
    },
    react(),
    ...(isSsrBuild ? [] : [buildBudget({ limitBytes: 150 * 1024 })]),
  ],
  resolve: { alias: workspaceSources() },
  ssr: {
    // Our own packages are bundled into the server build; everything from node_modules stays external.
    noExternal: [/^@local-seo\//],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        rolldownOptions: {
          input: { index: 'src/server/index.ts', main: 'src/server/main.ts' },
          // Every file directly in dist/server: the server finds the client build at ../client.
          output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          input: 'src/client/entry.tsx',
          treeshake: {
            // The workspace packages' modules only declare things: a module the browser uses
            // nothing of (event envelopes, clients) is left out of the bundle. (A zod schema
            // beside a used constant in the same module still comes along.)
            moduleSideEffects: (id: string) => (workspaceModule.test(id) ? false : undefined),
          },
        },
      },
}));
