import { z } from 'zod';
import { listQuerySchema, pageSchema } from './lists.ts';

/**
 * Prospects (DESIGN.md §4 "Prospect"). The standard fields are what CRM exports carry under many
 * header names (auto-mapped on import); every other column is kept in `fields` as a custom merge field.
 */
export const standardFields = [
  'email',
  'firstName',
  'lastName',
  'title',
  'company',
  'website',
  'linkedinUrl',
  'industry',
  'location',
  'notes',
] as const;
export type StandardField = (typeof standardFields)[number];

/**
 * Why a stored row is flagged (kept, never dropped). `missing_email` rows cannot go to a sending tool;
 * `suspicious_value`: a name, company, location or title holds a formula, a placeholder, an address or
 * a note instead of the value (server engine/rows/suspicious-value.ts), which writers treat as absent; or
 * any field held HTML markup, removed before storing (server engine/rows/markup.ts).
 * Every code also reaches the row's drafts (#shared/emails.ts draftFlagCodes).
 */
export const prospectFlagCodes = [
  'missing_email',
  'invalid_email',
  'role_address',
  'disposable_domain',
  'suspicious_value',
] as const;
export type ProspectFlagCode = (typeof prospectFlagCodes)[number];
export const prospectFlagSchema = z.object({ code: z.enum(prospectFlagCodes), reason: z.string() });
export type ProspectFlag = z.infer<typeof prospectFlagSchema>;

/** Import limits (DESIGN.md §4): refused beyond with 413 `too_large`. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;

/**
 * Column mapping: source header → standard field, or `null` to keep the column as a custom field
 * under its own header. Sent back by the client after the preview's mapping step.
 */
export const mappingSchema = z.record(z.string(), z.enum(standardFields).nullable());
export type Mapping = z.infer<typeof mappingSchema>;

/** The values of one prospect, as the engine sees them: standard fields plus custom columns. */
export const prospectDataSchema = z.object({
  email: z.string().nullable().default(null),
  firstName: z.string().nullable().default(null),
  lastName: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
  company: z.string().nullable().default(null),
  website: z.string().nullable().default(null),
  linkedinUrl: z.string().nullable().default(null),
  industry: z.string().nullable().default(null),
  location: z.string().nullable().default(null),
  notes: z.string().nullable().default(null),
  fields: z.record(z.string(), z.string()).default({}),
});
export type ProspectData = z.output<typeof prospectDataSchema>;

export const prospectSchema = prospectDataSchema
  .extend({
    id: z.string(),
    campaignId: z.string(),
    /** Spreadsheet row number: the header is row 1, the first record row 2 (DESIGN.md §4). */
    row: z.number().int().nullable(),
    flags: z.array(prospectFlagSchema),
  })
  .meta({ id: 'Prospect' });
export type Prospect = z.infer<typeof prospectSchema>;

/** `GET /api/v1/campaigns/:id/prospects`: in import order. */
export const prospectPageSchema = pageSchema(prospectSchema);

/** Longest search text `q` of the prospect list (characters). */
export const PROSPECT_SEARCH_MAX = 200;

/**
 * `GET /api/v1/campaigns/:id/prospects` query: the list's `limit` and `cursor`, and `q`, text found
 * (case-insensitive, anywhere) in the name, e-mail, company or title.
 */
export const prospectListQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(PROSPECT_SEARCH_MAX).optional(),
});
export type ProspectListQuery = z.infer<typeof prospectListQuerySchema>;

/** The prospect list's page: `{items, nextCursor}` and `total`, how many prospects match the filter in all. */
export const prospectListPageSchema = prospectPageSchema.extend({
  total: z.number().int().meta({ description: 'Prospects matching `q` (every prospect without it), all pages.' }),
});
export type ProspectListPage = z.infer<typeof prospectListPageSchema>;

/** Longest value of one field of an edited prospect (characters); an e-mail address is at most 254 (RFC 5321). */
export const PROSPECT_FIELD_MAX = 5_000;

/** One edited value: trimmed; empty or null clears the field. */
const editedValue = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** The editable values of a prospect, each as an edit sends it (the edit form checks its fields with these). */
export const prospectEditSchema = z.object({
  email: editedValue(254),
  firstName: editedValue(PROSPECT_FIELD_MAX),
  lastName: editedValue(PROSPECT_FIELD_MAX),
  title: editedValue(PROSPECT_FIELD_MAX),
  company: editedValue(PROSPECT_FIELD_MAX),
  website: editedValue(PROSPECT_FIELD_MAX),
  linkedinUrl: editedValue(PROSPECT_FIELD_MAX),
  industry: editedValue(PROSPECT_FIELD_MAX),
  location: editedValue(PROSPECT_FIELD_MAX),
  notes: editedValue(PROSPECT_FIELD_MAX),
  fields: z.record(z.string().trim().min(1).max(200), z.string().max(PROSPECT_FIELD_MAX)),
});

/**
 * `PATCH /api/v1/prospects/:id`: the standard fields to change (null or "" clears one) and, when
 * given, `fields`, the custom merge fields, replaced whole. At least one key. The server tidies and
 * checks the row as an import does (server features/prospects/import/check-data.ts) and stores its flags.
 */
export const patchProspectSchema = prospectEditSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one field.' })
  .meta({ id: 'ProspectPatch' });
export type PatchProspect = z.infer<typeof patchProspectSchema>;
export type PatchProspectInput = z.input<typeof patchProspectSchema>;

/**
 * The bodies an import (and its preview) reads, for the API's documentation; the server streams them
 * itself rather than validating them whole (server features/prospects/import-body.ts):
 * - `text/csv`: the file as the body;
 * - `multipart/form-data`: the file in a `file` part, and an optional `mapping` part (JSON) sent first;
 * - `application/json`: an array of objects, one per prospect, keys as column headers.
 */
export const importMultipartSchema = z.object({
  mapping: mappingSchema.optional().meta({
    description:
      'JSON: source header → standard field, or null to keep the column as a custom field. Send it before `file`.',
  }),
  file: z.string().meta({
    format: 'binary',
    contentMediaType: 'text/csv',
    description: 'The CSV file (any common encoding and delimiter).',
  }),
});
export const importJsonRowsSchema = z.array(z.record(z.string(), z.unknown())).meta({
  description:
    'One object per prospect; keys are column headers. Numbers and booleans are read as text, nested values as their JSON.',
});

/** `POST /api/v1/campaigns/:id/prospects` answer (DESIGN.md §4). */
export const importResultSchema = z
  .object({
    imported: z.number().int(),
    duplicates: z.array(z.object({ row: z.number().int(), email: z.string() })),
    invalid: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

/** `POST /api/v1/campaigns/:id/prospects/preview` answer. */
export const importPreviewSchema = z
  .object({
    columns: z.array(z.string()),
    mapping: mappingSchema,
    sample: z.array(z.record(z.string(), z.string())),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;
