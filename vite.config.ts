import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the browser build and for Vitest (unit + integration; e2e runs under Playwright).
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 300,
    // dist/.vite/manifest.json: which chunks each route pulls in (bundle budget checks, server preloads).
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, cacheable files for the first visit instead of dozens of tiny shared chunks: the libraries
        // every page needs in one vendor chunk (swiper and crypto-js stay lazy, in their own chunks), the
        // app's shared shell code in another. Route pages, catalogues and carousels remain separate.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](?!swiper|crypto-js|ssr-window|dom7)/ },
            { name: 'shell', test: /[\\/](src[\\/](components[\\/](?!modal)|lib[\\/]|app[\\/](routes|navigation)[\\/])|schemas[\\/])/ },
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
