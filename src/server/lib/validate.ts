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
    schema,
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
