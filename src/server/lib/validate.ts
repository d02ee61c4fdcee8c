import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationError } from './errors.ts';

/**
 * zod validation for a request part that fails with our 400 `validation_failed` problem, listing every
 * bad field by its dotted path (DESIGN.md §4 "Errors"). Malformed JSON is refused by Hono itself with a
 * 400 before this runs, and rendered by `handleError`.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw validationError(
        result.error.issues.map((issue) => ({ path: issue.path.join('.') || target, message: issue.message })),
      );
    }
  });
