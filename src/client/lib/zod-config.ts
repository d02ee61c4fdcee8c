import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` and probes for it when a schema is built. Our CSP
 * (`script-src 'self'`) forbids eval, and even the caught probe is reported as a CSP violation, so the
 * JIT is switched off. This module must be evaluated before any schema is created: main.tsx imports it
 * first.
 */
z.config({ jitless: true });
