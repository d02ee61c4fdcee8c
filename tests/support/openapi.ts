import { Validator } from '@seriousme/openapi-schema-validator';
import type { Hono } from 'hono';
import { uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import { expect } from 'vitest';
import { problemSchema } from '#shared/problem.ts';

/**
 * OpenAPI checks for tests.
 *
 * `checkOpenApi`: structural validity by `@seriousme/openapi-schema-validator`, the tool that judged
 * 45 of the 46 official OAS 3.1 schema fixtures (OAI/OpenAPI-Specification v3.1-dev) right;
 * openapi-validator.test.ts re-proves it on tests/fixtures/standards/openapi-3.1. `refs` is false when
 * an internal `$ref` points nowhere.
 */
const validator = new Validator();

export async function checkOpenApi(document: Record<string, unknown> | string) {
  const { valid, errors } = await validator.validate(document);
  let refs = true;
  try {
    if (valid) validator.resolveRefs();
  } catch {
    refs = false;
  }
  return { valid, errors, refs, version: validator.version };
}

/**
 * The spec the app registered for `method path` (Hono's path, `:id`), read from the route's handlers
 * as hono-openapi does: its `describeRoute` and its scope declaration (which carries `security`),
 * merged. What the document was generated from.
 */
export function routeSpec(app: Hono<never>, method: string, path: string): DescribeRouteOptions | undefined {
  const specs = app.routes
    .filter((route) => route.method === method && route.path === path)
    .map(
      (route) =>
        (findTargetHandler(route.handler) as unknown as Record<symbol, { spec?: DescribeRouteOptions } | undefined>)[
          uniqueSymbol
        ]?.spec,
    )
    .filter((spec) => spec !== undefined);
  return specs.length > 0 ? Object.assign({}, ...specs) : undefined;
}

type Media = { schema?: { validate?: (value: unknown) => unknown } };
type Answer = { $ref?: string; content?: Record<string, Media> };

/**
 * Checks a real answer against what the route documents: its status is listed, its media type is one
 * the status documents (problem+json for a `$ref`ed error), and a JSON body passes the documented zod
 * schema *unchanged* — no field the schema leaves out (zod would strip it), no field it requires
 * missing (zod would fill a default). Returns the body (parsed JSON, text, or null).
 */
export async function expectDocumentedAnswer(
  app: Hono<never>,
  method: string,
  path: string,
  res: Response,
): Promise<unknown> {
  const label = `${method} ${path} → ${res.status}`;
  const spec = routeSpec(app, method, path);
  expect(spec, `${method} ${path} has no describeRoute`).toBeDefined();
  const answer = (spec!.responses ?? {})[String(res.status)] as Answer | undefined;
  expect(answer, `${label} is not a documented answer`).toBeDefined();
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (answer!.$ref) {
    expect(type, label).toBe('application/problem+json');
    const body = await res.json();
    expect(problemSchema.parse(body), label).toEqual(body);
    return body;
  }
  if (!answer!.content) {
    expect(await res.text(), `${label} has no body`).toBe('');
    return null;
  }
  const media = answer!.content[type];
  expect(media, `${label}: ${type} is not a documented media type`).toBeDefined();
  if (type !== 'application/json') return res.text();
  const body = await res.json();
  const result = (await media!.schema!.validate!(body)) as { value?: unknown; issues?: unknown };
  expect(result.issues, `${label}: the body does not match the documented schema`).toBeUndefined();
  expect(result.value, `${label}: the documented schema changes the body (a field missing or undocumented)`).toEqual(
    body,
  );
  return body;
}
