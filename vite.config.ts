import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { codeSplitting } from './scripts/build/code-splitting.ts';
import { prerenderLanding } from './scripts/build/prerender.ts';

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
    // `/` as HTML with the page in it, hydrated by the site entry (scripts/build/prerender.ts).
    prerenderLanding(),
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
    // Chunks by what loads together (scripts/build/code-splitting.ts): ≤ 15 files a page.
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
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
