import { createRequire } from 'node:module';
import type * as Linkedom from 'linkedom';

/**
 * linkedom's `parseHTML`, the DOM research reads pages with (extract.ts, links.ts), required on first
 * use rather than imported: loading it costs ~30 MB that a process which never researches a site need
 * not hold (bench/start.ts; decision 034). Its CommonJS build, in every thread that parses.
 */
const load = createRequire(import.meta.url);

export function parseHTML(html: string): ReturnType<typeof Linkedom.parseHTML> {
  return (load('linkedom') as typeof Linkedom).parseHTML(html);
}
