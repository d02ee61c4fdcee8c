import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { generateSpecs } from 'hono-openapi';
import { problemComponents, responseRef } from '#server/lib/openapi.ts';
import { pipelineStatuses } from './pipeline-statuses.ts';
import { appFile } from '#server/lib/app-files.ts';

/**
 * The public API's OpenAPI 3.1 document (docs/decisions/018), generated from the
 * app's own routes: each `/api/v1` route's `describeRoute` (lib/openapi.ts) and `validate()` calls,
 * plus `/api/health` and `/api/config`. `/api/admin/*` (the operator's console) and `/api/auth/*`
 * (Better Auth's own protocol) are left out: they are not the product's API.
 */
const NOT_PUBLIC = /^(?!\/api\/(?:v1\/|health$|config$))/;

/** `info.version` is the package's version (package.json, the one source of release numbers). */
const packageVersion = (): string =>
  (JSON.parse(readFileSync(appFile('package.json'), 'utf8')) as { version: string }).version;

const DESCRIPTION = `Coldsmith writes personalised cold e-mails from a campaign brief and a list of prospects.

**Authentication.** Browser sessions use Better Auth's session cookie. Programs send an API key created on /api:
\`Authorization: Bearer cs_live_…\`; each operation names the scope its key needs.

**Errors** are RFC 9457 \`application/problem+json\` with a stable \`code\`; a \`validation_failed\` answer lists each bad field in \`errors\`.

**Lists** answer \`{items, nextCursor}\`: pass \`nextCursor\` back as \`cursor\` for the next page (\`limit\` 1–500, default 50); it is null on the last page.

Objects in answers may gain fields over time: ignore the ones you do not know.`;

const TAGS = [
  { name: 'Account', description: 'The signed-in account.' },
  { name: 'Campaigns', description: 'A campaign holds the brief the e-mails are written from.' },
  {
    name: 'Prospects',
    description: 'Import a CSV (or JSON rows) into a campaign; columns are auto-mapped to standard fields.',
  },
  {
    name: 'Research',
    description:
      'Facts from each prospect’s own website: pages fetched politely and safely, split into passages a claim can cite.',
  },
  {
    name: 'Generation',
    description: 'Batch generation of a campaign’s e-mails: estimate, start, follow, pause, resume, cancel.',
  },
  { name: 'E-mails', description: 'Review the written e-mails: list, edit, approve, reject, regenerate.' },
  { name: 'Export', description: 'Download a campaign’s e-mails for a sending tool.' },
  { name: 'Personalize', description: 'One e-mail for one prospect, synchronously (the playground).' },
  {
    name: 'Score',
    description: 'Grade any e-mail, ours or not: the verdict, grade and reasons the product gives its own drafts.',
  },
  { name: 'Settings', description: 'Your own AI provider key.' },
  {
    name: 'Webhooks',
    description: 'Endpoints that receive signed events (Standard Webhooks), and their delivery log.',
  },
  { name: 'API keys', description: 'Keys for this API, with scopes; managed from a signed-in session only.' },
  { name: 'Stats', description: 'Dashboard figures.' },
  {
    name: 'Integrations',
    description:
      'Connections to sending tools (Instantly, Smartlead, lemlist, HubSpot) and Slack; pushes of approved e-mails.',
  },
  { name: 'Meta', description: 'Service health, public configuration and this document.' },
];

/**
 * Builds the document (without `servers`, which depend on the request). Takes 100–300 ms: serve it
 * from a cache.
 * @param app - the whole app, with every route registered
 * @param sessionCookie - the session cookie's name (`__Secure-` prefixed under https), from Better Auth
 */
export async function buildOpenApiDocument(app: Hono<AppBindings>, sessionCookie: string) {
  const document = await generateSpecs(app, {
    documentation: {
      info: { title: 'Coldsmith API', version: packageVersion(), description: DESCRIPTION },
      tags: TAGS,
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      components: {
        securitySchemes: {
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The session cookie set by signing in (Better Auth).',
          },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'cs_live_…',
            description:
              'An API key from /api. Scopes: `campaigns:read`, `campaigns:write`, `emails:read`, `emails:write`, `webhooks:write`; ' +
              'an operation outside the key’s scopes answers 403 `forbidden`.',
          },
        },
        responses: problemComponents(),
      },
    },
    exclude: [NOT_PUBLIC],
    // `openapi.json` itself looks like a static file to hono-openapi; it is an operation here.
    excludeStaticFile: false,
    // A validated request's 400 is our problem, not hono-openapi's default shape.
    defaultValidationErrorResponse: { $ref: '#/components/responses/BadRequest' } as never,
  });
  addPipelineStatuses(document.paths ?? {});
  const { openapi, info, ...rest } = document;
  return { openapi, info, ...rest };
}

type Operation = { security?: Record<string, unknown>[]; responses?: Record<string, unknown> };

/**
 * Adds to each operation the statuses the request pipeline can answer before its route runs
 * (pipeline-statuses.ts), where the route did not declare them itself (decision 031): a route lists
 * what it decides, the document lists everything a client can receive.
 */
function addPipelineStatuses(paths: Record<string, Record<string, unknown> | undefined>) {
  const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, value] of Object.entries(item ?? {})) {
      if (!METHODS.includes(method)) continue;
      const operation = value as Operation;
      const responses = (operation.responses ??= {});
      for (const status of pipelineStatuses(method.toUpperCase(), path, operation.security))
        responses[String(status)] ??= responseRef(status);
    }
  }
}

export type OpenApiDocument = Awaited<ReturnType<typeof buildOpenApiDocument>>;
