import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (`npm run db:generate`), committed, and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
