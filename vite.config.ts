import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { fallbackChain, isLanguageCode } from './schemas/rules/languages.ts';
import { cataloguePart } from './src/lib/i18n/catalogue-parts.ts';

type ChunkingContext = { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null };

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** The entry (index.html) and the module it loads (src/main.tsx) stay in the small entry chunk. */
function isEntryModule(id: string, ctx: ChunkingContext): boolean {
  const info = ctx.getModuleInfo(id);
  return !!info && (info.isEntry || info.importers.some((importer) => importer.endsWith('.html')));
}

const initialGraphMemo = new WeakMap<object, Map<string, boolean>>();

/** The page a module's first load belongs to: the portal (index.html) or the back office (back-office.html). */
type Page = 'index.html' | 'back-office.html';

/** Whether the module is imported statically, directly or through other modules, by the page's entry. */
function inInitialGraph(id: string, ctx: ChunkingContext, page: Page = 'index.html'): boolean {
  let memo = initialGraphMemo.get(ctx);
  if (!memo) initialGraphMemo.set(ctx, (memo = new Map()));
  const visit = (moduleId: string): boolean => {
    const key = `${page}\n${moduleId}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    memo.set(key, false); // cycle guard
    const info = ctx.getModuleInfo(moduleId);
    const result =
      !!info &&
      ((info.isEntry && moduleId.endsWith(page)) ||
        info.importers.some((importer) => (importer.endsWith('.html') ? importer.endsWith(page) : visit(importer))));
    memo.set(key, result);
    return result;
  };
  return visit(id);
}

type Tree = { [key: string]: string | Tree };

/** Deep merge: `over` wins, except that an empty string never hides a fallback (returnEmptyString: false). */
function mergeCatalogue(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    if (typeof value === 'object' && value !== null) out[key] = mergeCatalogue(typeof prev === 'object' ? prev : {}, value);
    else if (value !== '' || prev === undefined) out[key] = value;
  }
  return out;
}

/**
 * `virtual:catalogue/<CODE>/core` and `/rest`: the language's catalogue with its fallback chain (TY → VI →
 * EN, others → EN) merged in at build time, so a visitor fetches one file per part instead of the language
 * plus every fallback, and a key a translation lacks still shows the fallback's text. The parts (what the
 * first paint needs, the rest; server-only groups in neither) are listed in src/lib/i18n/catalogue-parts.ts.
 */
function mergedCatalogues(): Plugin {
  const PREFIX = 'virtual:catalogue/';
  const localesDir = fileURLToPath(new URL('./src/locales/', import.meta.url));
  return {
    name: 'merged-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang, part] = id.slice(PREFIX.length + 1).split('/');
      if (!isLanguageCode(lang)) this.error(`unknown catalogue language ${lang}`);
      if (part !== 'core' && part !== 'rest') this.error(`unknown catalogue part ${part} (core or rest)`);
      let merged: Tree = {};
      for (const code of [...fallbackChain(lang)].reverse().concat(lang)) {
        const file = `${localesDir}${code.toLowerCase()}.json`;
        this.addWatchFile(file);
        merged = mergeCatalogue(merged, JSON.parse(readFileSync(file, 'utf8')) as Tree);
      }
      return `export default ${JSON.stringify(cataloguePart(merged, part))};`;
    },
  };
}

// One config for the browser build, the server renderer's build (`vite build --ssr`, into dist/server:
// no public files, no manifest, Rolldown's own chunks) and Vitest (unit + integration; e2e runs under Playwright).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), mergedCatalogues()],
  publicDir: isSsrBuild ? false : 'public',
  // The server renderer bundles its libraries: Node's ESM loader would otherwise meet CommonJS builds
  // (styled-components) whose default export it cannot see, and dist/server runs without the source tree.
  // Only for that build: Vitest runs the server code through the same SSR pipeline, and inlining every
  // dependency there breaks CommonJS packages' named exports (ioredis' Redis).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // React's production build on the server too (bundled, it would read NODE_ENV at run time).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 300,
    // dist/.vite/manifest.json: which chunks each route pulls in (bundle budget checks, server preloads).
    manifest: !isSsrBuild,
    // Chromium, Firefox ≥ 115 and Safari ≥ 17 support <link rel="modulepreload">; an older browser just
    // fetches each module when it is imported. No polyfill chunk in the first load. (Rolldown's runtime
    // helpers stay a 0.6 KB chunk of their own: no group can take them into the vendor chunk.)
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: the portal and the back office (operator hosts only). The server renderer has its own entry.
      input: isSsrBuild ? undefined : { index: 'index.html', 'back-office': 'back-office.html' },
      // The server renderer's entry carries its hash: its chunks import it by that name, so a new build
      // is a new module graph for Node and never a mix with the old one (a query string on the entry
      // would load the entry twice, once per name, each with its own React contexts).
      output: isSsrBuild
        ? { entryFileNames: '[name]-[hash].js' }
        : {
            // Few, cacheable files for the first visit instead of dozens of tiny shared chunks, but only of code
            // the first visit runs: the libraries the entry imports statically in one vendor chunk, the app code
            // it imports statically (layout, header, router, lib) in a shell chunk. Anything reachable only
            // through a dynamic import (route pages, the footer, carousels and swiper, modals, crypto-js,
            // catalogues) is left to Rolldown's own splitting, so a page-only library or component never
            // lands in the first load just because of where it lives.
            codeSplitting: {
              groups: [
                // Vendor first: a group also takes in the dependencies of what it captures, so the shell
                // group would otherwise swallow the libraries.
                {
                  debugName: 'vendor',
                  name: (id, ctx) => (NODE_MODULES.test(id) && inInitialGraph(id, ctx) ? 'vendor' : null),
                  priority: 2,
                },
                {
                  debugName: 'shell',
                  name: (id, ctx) => (!NODE_MODULES.test(id) && !isEntryModule(id, ctx) && inInitialGraph(id, ctx) ? 'shell' : null),
                  priority: 1,
                },
                // The back office's own first load (staff only): never in the portal's chunks above. What it shares
                // with the portal (React, the design system, lib/) it takes from those.
                {
                  debugName: 'back-office',
                  name: (id, ctx) => (!isEntryModule(id, ctx) && inInitialGraph(id, ctx, 'back-office.html') ? 'back-office' : null),
                  priority: 0,
                },
              ],
            },
          },
    },
  },
  test: {
    include: ['{src,server,schemas,scripts,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    pool: 'forks',
    // Two workers even on two cores (vitest's default there is one): most of an integration test's time
    // is spent waiting on PostgreSQL, Redis, timers and sockets, so a second file runs in those gaps.
    // Files share nothing: each has its own database (helpers/test-database.ts), port 0 and temp
    // folders, and each worker its own Redis database (helpers/test-redis.ts).
    maxWorkers: 2,
    // Time limits are hang guards, never speed checks: a test waits for a condition, and on a loaded
    // machine (CI beside other work) everything may take several times longer. Speed is measured by
    // scripts/bench-*, not asserted here.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    setupFiles: ['tests/setup/patient-waits.ts'],
    // Names this run's migrated template databases, which integration tests copy instead of migrating anew.
    globalSetup: ['tests/setup/database-templates.ts'],
  },
}));
