import { describeRoute, resolver, type DescribeRouteOptions, type ResponsesWithResolver } from 'hono-openapi';
import type { ZodType } from 'zod';
import { problemSchema } from '#shared/problem.ts';

/**
 * Helpers that keep each route's `describeRoute({...})` short (the public API's OpenAPI 3.1 document;
 * docs/decisions/018). A route declares:
 *
 * ```ts
 * .get('/:id', requireScope('campaigns:read'), describeRoute({
 *   tags: ['Campaigns'], operationId: 'getCampaign', summary: 'Get a campaign',
 *   responses: { 200: jsonResponse(campaignSchema, 'The campaign'), ...problemResponses(401, 403, 404) },
 * }), validate(...), handler)
 * ```
 *
 * The operation's `security` comes from the route's scope declaration (`requireScope`, `anyApiKey`,
 * `sessionOnly`: middleware/scope.ts), which also enforces it; `describeRoute` names none, except
 * `publicAccess` on the public routes mounted before the session middleware (health, config, this
 * document). Request bodies and query parameters come from `validate()` (lib/validate.ts) by themselves. Response
 * schemas are zod schemas from `src/shared`; a schema named with `.meta({ id })` becomes a component.
 * Only name schemas that are never request bodies: a request is documented as zod's input (defaults
 * optional), a response as its output, and one component name cannot hold both.
 */

/**
 * Responses as zod's output (what the server sends). Objects stay open (no `additionalProperties:
 * false`): adding a field to an answer is not a breaking change, and clients must ignore unknown ones.
 */
const OUTPUT = {
  options: {
    io: 'output',
    unrepresentable: 'any',
    override: ({ jsonSchema }: { jsonSchema: { additionalProperties?: unknown } }) => {
      if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  },
};

/** A response schema for hono-openapi (`resolver`), documented as what the server sends. */
export const responseSchema = (schema: ZodType) => resolver(schema, OUTPUT);

/** A JSON answer: `{ description, content: { 'application/json': { schema } } }`. */
export const jsonResponse = (schema: ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: responseSchema(schema) } },
});

/**
 * The `{id}` path parameter, described: `pathId('campaign')`. Ids are UUIDs; an unknown one, or another
 * user's, is 404.
 */
export const pathId = (what: string) => [
  {
    in: 'path' as const,
    name: 'id',
    required: true,
    description: `The ${what}’s id.`,
    schema: { type: 'string' as const, format: 'uuid' },
  },
];

/** An answer with no body (204). */
export const noContent = (description: string) => ({ description });

/**
 * The problem+json answers, once each (components/responses), with the codes each status carries
 * (DESIGN.md §4 "Refusals"; src/server/lib/errors.ts maps code → status).
 */
const PROBLEMS = {
  400: [
    'BadRequest',
    'The request is not valid: `validation_failed` lists each bad field in `errors`; also `invalid_mapping` (import) and `url_not_allowed` (a URL refused by the SSRF guard).',
  ],
  401: ['Unauthenticated', '`unauthenticated`: no session cookie or API key, or it is expired or revoked.'],
  403: [
    'Forbidden',
    '`pending_approval` or `account_suspended` (the account’s status), or `forbidden` (a cross-site write on a cookie session, or a scope the API key lacks).',
  ],
  404: ['NotFound', '`not_found`: no such resource, or it belongs to another user (never 403).'],
  409: [
    'Conflict',
    '`conflict`: the resource is not in a state that allows this now (e.g. pausing a batch that is not running, editing an e-mail being written); `not_connected`: the integration has no stored credential; `idempotency_key_in_progress`: the first request with this `Idempotency-Key` is still running.',
  ],
  413: ['TooLarge', '`too_large`: the body is over the limit (1 MB for JSON; 50 MB or 100,000 rows per import).'],
  415: ['UnsupportedMediaType', '`unsupported_media_type`: the body’s Content-Type is not one this operation reads.'],
  422: [
    'Unprocessable',
    'The file cannot be read as prospects (`empty`, `not_csv`, `not_json_array` or `no_header`), or the tool refused the credential (`credential_rejected`), or an `Idempotency-Key` was reused for a different request (`idempotency_key_reused`), or the offline composer cannot follow a regeneration instruction (`instruction_needs_provider`: only a model can; `instruction_not_applicable`: nothing in this e-mail or row to apply it to).',
  ],
  429: ['RateLimited', '`rate_limited`: too many requests; retry after `Retry-After` seconds.'],
  502: [
    'BadGateway',
    '`integration_unavailable`: the sending tool or Slack did not answer, or answered with an error of its own; `provider_error`: the AI provider failed the call (its message in `detail`).',
  ],
} as const satisfies Record<number, readonly [string, string]>;

export type ProblemStatus = keyof typeof PROBLEMS;

/** `{ '401': { $ref }, … }` for the given statuses: spread into a route's `responses`. */
export const problemResponses = (...statuses: ProblemStatus[]): Record<string, { $ref: string }> =>
  Object.fromEntries(
    statuses.map((status) => [String(status), { $ref: `#/components/responses/${PROBLEMS[status][0]}` }]),
  );

/**
 * 431 Request Header Fields Too Large (RFC 6585 §5): sent by Node's HTTP server itself when a request's
 * headers pass its limit (`--max-http-header-size`, 16 KB by default), before the app sees the
 * request, so without a problem body. Any operation can answer it.
 */
export const HEADERS_TOO_LARGE = {
  name: 'HeadersTooLarge',
  description:
    'The request’s headers are over the HTTP server’s limit (16 KB): sent by the server before the API reads the request, with no body. Send fewer or shorter headers (often: too many cookies).',
} as const;

/** The `$ref` of a documented answer, for a status `pipelineStatuses` adds (features/openapi). */
export const responseRef = (status: ProblemStatus | 431): { $ref: string } => ({
  $ref: `#/components/responses/${status === 431 ? HEADERS_TOO_LARGE.name : PROBLEMS[status][0]}`,
});

/**
 * `components.responses` of the document: every problem answer, with `Retry-After` on 429 (RFC 9110
 * §10.2.3), and the HTTP server's bodiless 431.
 */
export const problemComponents = (): ResponsesWithResolver => ({
  ...Object.fromEntries(
    Object.entries(PROBLEMS).map(([status, [name, description]]) => [
      name,
      {
        description,
        ...(status === '429'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } } }
          : {}),
        content: { 'application/problem+json': { schema: responseSchema(problemSchema) } },
      },
    ]),
  ),
  [HEADERS_TOO_LARGE.name]: { description: HEADERS_TOO_LARGE.description },
});

/**
 * The `security` of an operation anyone may call, without a session or a key: only routes mounted
 * before the session middleware (app.ts). Every other operation's `security` comes from its route's
 * scope declaration (middleware/scope.ts).
 */
export const publicAccess: NonNullable<DescribeRouteOptions['security']> = [];

/** One operation, in the fields most routes need (`describeOperation`). */
export type OperationDoc = {
  tags: string[];
  operationId: string;
  summary: string;
  description?: string;
  /** The path parameters: `pathId('webhook endpoint')`, or your own. */
  parameters?: NonNullable<DescribeRouteOptions['parameters']>;
  /** The success answer: its status, what it is, and its JSON schema (none for 204). */
  status: 200 | 201 | 202 | 204;
  answer: string;
  schema?: ZodType;
  /** Every problem status the operation can answer. */
  problems: ProblemStatus[];
};

/**
 * `describeRoute` for an operation with one success answer and its problem answers; its `security`
 * comes from the route's scope declaration (middleware/scope.ts), placed beside it.
 */
export const describeOperation = ({ status, answer, schema, problems, ...operation }: OperationDoc) =>
  describeRoute({
    ...operation,
    responses: {
      [status]: schema ? jsonResponse(schema, answer) : noContent(answer),
      ...problemResponses(...problems),
    },
  });
