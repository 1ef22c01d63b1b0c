import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

const workspaceModules = fileURLToPath(new URL('../node_modules/@local-seo/', import.meta.url));

const exactly = (specifier: string) => new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

interface ExportEntry {
  development?: string;
}

/**
 * The repository's own packages (@local-seo/*) resolve to their TypeScript
 * sources through their "development" export, as in tests. Only for them: a
 * global "development" condition would also pull the development builds of
 * libraries such as TanStack Router into the bundle.
 */
function workspaceSourceAliases(): Alias[] {
  return readdirSync(workspaceModules).flatMap((name) => {
    const packageDir = `${workspaceModules}${name}/`;
    const { exports = {} } = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as {
      exports?: Record<string, ExportEntry | string>;
    };
    return Object.entries(exports).flatMap(([subpath, entry]) => {
      if (typeof entry === 'string' || !entry.development) return [];
      const specifier = `@local-seo/${name}${subpath.slice(1)}`;
      return [{ find: exactly(specifier), replacement: `${packageDir}${entry.development}` }];
    });
  });
}

export default defineConfig({
  base: '/admin/',
  plugins: [
    // Before the React plugin: generates src/routeTree.gen.ts and splits each route into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  resolve: { alias: workspaceSourceAliases() },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      // The contracts only declare schemas and rules: what the app does not use (the
      // event catalogue, server clients) is dropped instead of shipped.
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/contracts\/src\//.test(id) },
    },
  },
  server: {
    port: 5174,
    // `vite` during development: the API comes from a running `npm start`.
    proxy: { '/api': process.env.GATEWAY_URL ?? 'http://localhost:8080' },
  },
});
