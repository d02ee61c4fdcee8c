import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { globalRegistry, type ZodType } from 'zod';
import { validationError } from './errors.ts';

/**
 * zod validation for a request part that fails with our 400 `validation_failed` problem, listing every
 * bad field by its dotted path (DESIGN.md §4 "Errors"). Built on hono-openapi's `validator`, so the
 * schema is also the request's documentation in `GET /api/v1/openapi.json`: a `json` schema becomes
 * the request body, a `query` or `param` schema its parameters (lib/openapi.ts). Malformed JSON is
 * refused by Hono itself with a 400 before this runs, and rendered by `handleError`.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  validator(
    target,
    target === 'json' ? withoutNul(schema) : schema,
    (result) => {
      if (!result.success) {
        throw validationError(
          result.error.map((issue) => ({ path: issuePath(issue) || target, message: issue.message })),
        );
      }
    },
    { options: { override: keepRequestExamples } },
  );

/**
 * A JSON body whose text holds a NUL character (U+0000) is the client's mistake: PostgreSQL text cannot
 * store it (it would come back as a 500), and no name, brief or e-mail needs it. Each such string is a
 * `validation_failed` issue at its path (`brief.valueProps.1`). A refinement, so the schema's JSON
 * Schema (the OpenAPI document) is unchanged; it runs once the body has passed the schema.
 */
const withoutNul = <Schema extends ZodType>(schema: Schema): Schema =>
  schema.superRefine((value, ctx) => {
    for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
  }) as Schema;

export const NUL_MESSAGE = 'Remove the NUL character (U+0000): text cannot hold it';

/**
 * Paths of the strings (keys included) in a JSON value that hold U+0000: `[['brief', 'valueProps', 1]]`.
 * Iterative (an explicit stack), so a value nested a million levels deep cannot overflow the call stack;
 * each entry links to its parent's path, which is spelled out only for a value found.
 */
export function nulPaths(value: unknown): (string | number)[][] {
  type At = { key: string | number; parent: At } | null;
  const spell = (at: At): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let a = at; a; a = a.parent) path.unshift(a.key);
    return path;
  };
  const found: (string | number)[][] = [];
  const stack: [unknown, At][] = [[value, null]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(spell(at));
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], { key: i, parent: at }]);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse())
        if (key.includes('\u0000')) found.push(spell({ key, parent: at }));
        else stack.push([child, { key, parent: at }]);
    }
  }
  return found;
}

/** How deeply a JSON value nests (a string is 0, `[[]]` is 2), counted without recursion, up to `cap`. */
export function jsonDepth(value: unknown, cap: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > cap) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A request schema's `.meta({ examples })` are requests, i.e. input values. zod reads examples as
 * output values and leaves them out of the input side's JSON Schema whenever the schema holds a
 * preprocess or transform (the brief pads its follow-up delays), so they are written back as given.
 */
function keepRequestExamples({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const examples = globalRegistry.get(zodSchema as ZodType)?.examples;
  if (examples !== undefined && jsonSchema.examples === undefined) jsonSchema.examples = examples;
}

/** Standard Schema paths hold keys or `{key}` segments (zod gives keys); `a.0.b` as zod's `join('.')` did. */
type Issue = { readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined };
const issuePath = (issue: Issue) =>
  (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
