import { config } from 'zod/v4';

/**
 * The client's `zod`: the bundler resolves every `import … from 'zod'` in the client build (shared
 * schemas included) to this module (vite.config.ts `resolve.alias`). Zod 4 compiles object parsers with
 * `new Function` and probes for it when a schema is built; our CSP (`script-src 'self'`) forbids eval,
 * and even the caught probe is reported as a CSP violation, so the JIT is switched off here. Because
 * every zod import passes through this module, the switch runs before any schema exists, in whichever
 * lazily loaded chunk zod first arrives — so pages that need no schema (the landing page) load no zod.
 */
config({ jitless: true });

export * from 'zod/v4';
