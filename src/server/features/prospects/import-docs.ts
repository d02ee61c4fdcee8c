import { resolver } from 'hono-openapi';
import { pathId, problemResponses } from '#server/lib/openapi.ts';
import {
  importJsonRowsSchema,
  importMultipartSchema,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  standardFields,
} from '#shared/prospects.ts';

/**
 * The OpenAPI description of an import's request (import and preview read the same bodies,
 * import-body.ts): three media types, and the column mapping as a query parameter or multipart part.
 */
export const importRequest = {
  parameters: [
    ...pathId('campaign'),
    {
      in: 'query' as const,
      name: 'mapping',
      description:
        'The column mapping as JSON (source header → standard field or null), for a body that cannot carry one. Default: automatic.',
      // A plain JSON Schema: hono-openapi converts zod in bodies and responses, not in parameters.
      content: {
        'application/json': {
          schema: { type: 'object' as const, additionalProperties: { enum: [...standardFields, null] } },
        },
      },
    },
  ],
  requestBody: {
    required: true,
    description: `A CSV file or JSON rows, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
    content: {
      'text/csv': { schema: { type: 'string' as const, description: 'The CSV file as the body.' } },
      'multipart/form-data': {
        schema: resolver(importMultipartSchema),
        encoding: { mapping: { contentType: 'application/json' } },
      },
      'application/json': { schema: resolver(importJsonRowsSchema) },
    },
  },
};

/** What refuses an import: a bad mapping (400), the limits (413), a file that is not prospects (422). */
export const importProblems = problemResponses(400, 401, 403, 404, 413, 422);
