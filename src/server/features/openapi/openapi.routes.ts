import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppBindings } from '#server/app-deps.ts';
import { trustedOrigin } from '#server/lib/trusted-origin.ts';
import { jsonResponse, publicAccess } from '#server/lib/openapi.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';

/**
 * `GET /api/v1/openapi.json` (DESIGN.md §4): the OpenAPI 3.1 document of the public API. Public, so
 * tools can fetch it without signing in; built on the first request, then served from memory (the
 * routes cannot change while the process runs).
 *
 * `servers` is the origin the document was fetched from when that origin is one we trust (BASE_URL's,
 * or a loopback one when BASE_URL is loopback: lib/trusted-origin.ts, as for cross-site checks), else BASE_URL: a forged Host header cannot point
 * "Try it out" or a generated client elsewhere.
 */
function serverUrl(c: Context<AppBindings>): string {
  const baseUrl = c.get('deps').env.BASE_URL;
  const origin = new URL(c.req.url).origin;
  return trustedOrigin(baseUrl)(origin) ? origin : new URL(baseUrl).origin;
}

/** The document is an open-ended JSON object; its shape is the OpenAPI 3.1 specification's. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
});

export function openApiRoutes(app: Hono<AppBindings>) {
  let document: Promise<OpenApiDocument> | undefined;
  const load = async (c: Context<AppBindings>) => {
    const { sessionToken } = (await c.get('deps').auth.$context).authCookies;
    return buildOpenApiDocument(app, sessionToken.name);
  };
  return new Hono<AppBindings>().get(
    '/',
    describeRoute({
      tags: ['Meta'],
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI 3.1 document',
      description: 'Browsable at /api/docs.',
      security: publicAccess,
      responses: { 200: jsonResponse(openApiDocumentSchema, 'The OpenAPI 3.1 document') },
    }),
    async (c) => {
      document ??= load(c).catch((error: unknown) => {
        document = undefined;
        throw error;
      });
      const { openapi, info, ...rest } = await document;
      c.header('cache-control', 'no-cache');
      return c.json({ openapi, info, servers: [{ url: serverUrl(c) }], ...rest });
    },
  );
}
