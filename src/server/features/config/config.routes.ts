import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, publicAccess } from '#server/lib/openapi.ts';
import { APP_VERSION } from '#shared/app.ts';
import { publicConfigSchema, type PublicConfig } from '#shared/config.ts';

/** `GET /api/config`: what the client needs to know about this server before anyone signs in. Public. */
export const configRoutes = new Hono<AppBindings>().get(
  '/',
  describeRoute({
    tags: ['Meta'],
    operationId: 'getConfig',
    summary: 'Public configuration',
    security: publicAccess,
    description: 'The version, environment, contact address and sign-in options of this server.',
    responses: { 200: jsonResponse(publicConfigSchema, 'The configuration') },
  }),
  (c) => {
    const { env } = c.get('deps');
    const config: PublicConfig = {
      version: APP_VERSION,
      environment: env.NODE_ENV,
      contactEmail: env.CONTACT_EMAIL,
      googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    };
    c.header('cache-control', 'no-cache');
    return c.json(config);
  },
);
