import { readFileSync } from 'node:fs';
import { describeRoute } from 'hono-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '#server/lib/openapi.ts';
import { apiKeyScopes } from '#shared/api-keys.ts';
import { problemSchema } from '#shared/problem.ts';
import { checkOpenApi } from '#tests/support/openapi.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/setup/test-app.ts';

/**
 * `GET /api/v1/openapi.json` (docs/decisions/018): a valid OpenAPI 3.1 document, public, complete (every
 * `/api/v1` route the app serves is in it with its 2xx answer's schema, and nothing else is), with
 * our problem answers, security schemes and servers. The shapes are checked against real answers in
 * documented-answers.db.test.ts.
 */
type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    responses: Record<string, unknown>;
    schemas: Record<string, unknown>;
  };
};

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

/** The app's own routes under `/api/v1`, as the document names them: `GET /api/v1/campaigns/{id}`. */
const servedRoutes = (t: TestApp) =>
  new Set(
    t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
  );

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.client().get('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  document = (await res.json()) as Document;
});
afterAll(() => t?.close());

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const result = await checkOpenApi(structuredClone(document) as never);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true, refs: true, version: '3.1' });
    expect(document.openapi).toBe('3.1.0');
  });

  it('carries the package version and this server as its server', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(document.info.version).toBe(pkg.version);
    expect(document.servers).toEqual([{ url: TEST_BASE_URL }]);
  });

  it('names a loopback origin it was fetched from, and BASE_URL for any other Host', async () => {
    const viaLoopback = (await (await t.app.request('http://127.0.0.1:4321/api/v1/openapi.json')).json()) as Document;
    expect(viaLoopback.servers).toEqual([{ url: 'http://127.0.0.1:4321' }]);
    const forged = (await (await t.app.request('http://attacker.example/api/v1/openapi.json')).json()) as Document;
    expect(forged.servers).toEqual([{ url: TEST_BASE_URL }]);
  });

  it('documents every /api/v1 route the app serves, and no route it does not', () => {
    const documented = new Set(operations(document).map((o) => o.key));
    const served = servedRoutes(t);
    expect(
      [...served].filter((key) => !documented.has(key)),
      'routes missing from the document',
    ).toEqual([]);
    const publicExtras = ['GET /api/health', 'GET /api/config'];
    expect(
      [...documented].filter((key) => !served.has(key) && !publicExtras.includes(key)),
      'documented operations with no route',
    ).toEqual([]);
    for (const extra of publicExtras) expect(documented).toContain(extra);
    expect(
      [...documented].filter((key) => /\/api\/(admin|auth)\b/.test(key)),
      'admin and auth stay out',
    ).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, a known tag, a summary, security and a 2xx answer with its schema', () => {
    const tagNames = new Set(document.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const { key, operation } of operations(document)) {
      expect(operation.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(operation.operationId!), `${key}: operationId repeated`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.tags?.length, `${key}: tags`).toBeGreaterThan(0);
      for (const tag of operation.tags!) expect(tagNames, `${key}: tag ${tag}`).toContain(tag);
      expect(operation.summary, `${key}: summary`).toBeTruthy();
      expect(operation.security, `${key}: security`).toBeDefined();
      const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
      expect(success, `${key}: a 2xx answer`).toHaveLength(1);
      const answer = operation.responses[success[0]!]!;
      if (success[0] === '204') expect(answer.content, `${key}: 204 has no body`).toBeUndefined();
      else {
        const media = Object.values(answer.content ?? {});
        expect(media.length, `${key}: answer media types`).toBeGreaterThan(0);
        for (const { schema } of media) expect(schema, `${key}: answer schema`).toBeTruthy();
      }
    }
    expect(ids.size).toBeGreaterThanOrEqual(31);
  });

  it('refers every error answer to one problem+json schema, with 400 wherever a request part is validated', () => {
    const problem = (name: string) =>
      document.components.responses[name] as { content: Record<string, { schema: { $ref: string } }> };
    for (const name of [
      'BadRequest',
      'Unauthenticated',
      'Forbidden',
      'NotFound',
      'Conflict',
      'TooLarge',
      'Unprocessable',
      'RateLimited',
      'BadGateway',
    ]) {
      expect(problem(name).content['application/problem+json']!.schema).toEqual({
        $ref: '#/components/schemas/Problem',
      });
    }
    const schema = document.components.schemas.Problem as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(Object.keys(problemSchema.shape));
    expect(schema.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'code']));
    for (const { key, operation } of operations(document)) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (/^[45]/.test(status) && status !== '503')
          expect(answer.$ref, `${key} ${status}`).toMatch(/^#\/components\/responses\//);
      }
      const validated =
        operation.requestBody?.content['application/json'] || operation.parameters?.some((p) => p.in === 'query');
      if (validated)
        expect(operation.responses['400'], `${key}: 400`).toEqual({ $ref: '#/components/responses/BadRequest' });
      const signedIn = operation.security!.length > 0;
      if (signedIn)
        expect(operation.responses['401'], `${key}: 401`).toEqual({ $ref: '#/components/responses/Unauthenticated' });
    }
  });

  it('declares the session cookie and bearer API keys, and only known scopes', async () => {
    const { sessionToken } = (await t.deps.auth.$context).authCookies;
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: sessionToken.name,
    });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const used = new Set(
      operations(document).flatMap(({ operation }) => operation.security!.flatMap((s) => s.bearerAuth ?? [])),
    );
    expect([...used].filter((scope) => !(apiKeyScopes as readonly string[]).includes(scope))).toEqual([]);
    const open = operations(document)
      .filter(({ operation }) => operation.security!.length === 0)
      .map((o) => o.key);
    expect(open.sort()).toEqual(['GET /api/config', 'GET /api/health', 'GET /api/v1/openapi.json']);
  });

  it('documents a multipart, CSV and JSON body for imports', () => {
    const importOperation = document.paths['/api/v1/campaigns/{id}/prospects']!.post!;
    expect(Object.keys(importOperation.requestBody!.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
      'text/csv',
    ]);
  });
});

describe('the document cache', () => {
  it('is built once: a route added after the first request does not appear', async () => {
    const own = await createTestApp();
    // Straight into the route list the generator reads (Hono's router is sealed after the first request).
    const addRoute = (operationId: string) =>
      own.app.routes.push({
        basePath: '/',
        method: 'GET',
        path: `/api/v1/${operationId}`,
        handler: describeRoute({
          tags: ['Meta'],
          operationId,
          summary: 'x',
          responses: { 200: jsonResponse(problemSchema, 'x') },
        }),
      });
    try {
      addRoute('addedFirst');
      const first = (await (await own.client().get('/api/v1/openapi.json')).json()) as Document;
      expect(
        first.paths['/api/v1/addedFirst'],
        'the probe works: a route present at the first request is documented',
      ).toBeDefined();
      addRoute('addedLater');
      const second = (await (await own.client().get('/api/v1/openapi.json')).json()) as Document;
      expect(second).toEqual(first);
      expect(second.paths['/api/v1/addedLater']).toBeUndefined();
    } finally {
      await own.close();
    }
  });
});
