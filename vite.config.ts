import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The SPA lives in src/client; `vite build` writes dist/client, which the Hono server serves.
// In development (`npm run dev`) Vite serves the client on 5173 and proxies /api to the server on PORT.
const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  // Brotli and gzip copies of every text asset, written once at build time, which the server sends to
  // browsers that accept them (spa.ts, `precompressed`): 576 KB of landing-page transfer becomes ~160 KB.
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/], logLevel: 'silent' }),
  ],
  // Client builds only (Vitest sets VITEST): every `zod` import goes through lib/zod.ts, which switches
  // off zod's eval-based JIT for our CSP before any schema is built. The server keeps the JIT.
  resolve: process.env.VITEST
    ? {}
    : { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/client/lib/zod.ts', import.meta.url)) }] },
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and TanStack Query load on every page, the landing page included: one chunk each, rather
        // than the dozen small shared chunks the automatic split makes of them, saves ~3 KB of per-file
        // gzip overhead on the landing page's 120 KB budget (decision 023). React Router and sonner get
        // named chunks too, which the landing page must not load (e2e/shell-site.spec.ts checks).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
            // Icons in one file (issue 14, item 9): left to the automatic split, every icon shared by two
            // pages became a chunk of its own, a request of ~300 bytes each. Grouped by the pages that
            // use them (`entriesAware`) they made 40 files; all of them together are a few KB gzipped.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', 'src/client/**/*.test.tsx', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        // Client components rendered in jsdom with Testing Library; API answers from msw (decision 004).
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./tests/setup/client.setup.ts'],
          // A whole form typed into key by key: seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.db.test.ts', 'tests/**/*.db.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
