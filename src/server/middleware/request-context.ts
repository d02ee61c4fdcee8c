import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { AppBindings, AppDeps } from '#server/app-deps.ts';

/**
 * Puts the process's dependencies on the context and gives each request an id (`X-Request-Id`, taken
 * from the caller when it is a safe token) and a pino child logger carrying it (docs/decisions/009).
 * Every API request is logged once, when it completes, with its status and duration in ms.
 */
export const requestContext = (deps: AppDeps) => [
  requestId({ limitLength: 64 }),
  createMiddleware<AppBindings>(async (c, next) => {
    const log = deps.logger.child({ requestId: c.get('requestId') });
    c.set('deps', deps);
    c.set('log', log);
    c.set('session', null);
    c.set('apiKey', null);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api')) {
      log.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  }),
];
