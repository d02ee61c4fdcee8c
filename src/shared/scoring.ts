import { z } from 'zod';
import { briefSchema, MAX_STEPS } from './brief.ts';
import { emailGrades, emailVerdicts, scoreClaimSchema, scoreCriterionSchema } from './emails.ts';
import { mappingSchema, prospectDataSchema, standardFields } from './prospects.ts';
import { patchEmailSchema } from './review.ts';

/**
 * Grading any e-mail, not only ours (DESIGN.md §4 "E-mail"): `POST /api/v1/score` and `npm run grade`
 * take an e-mail someone wrote for a prospect and a brief, and answer the quality score the product
 * gives its own drafts. Nothing is stored.
 *
 * The e-mail's fields carry the same limits as a reviewer's edit (`patchEmailSchema`: subject 1–300
 * characters, body 1–20,000, opener up to 2,000), so an e-mail the API grades could be stored as is.
 * `opener` is optional: without it the grader takes the body's first sentence after the greeting.
 * `previous` holds the earlier steps as sent, oldest first (the follow-up criterion compares against
 * them): at most MAX_STEPS − 1, each with the same limits.
 */
const { subject, body, opener } = patchEmailSchema.shape;
const sentEmailSchema = z.object({ subject: subject.unwrap(), body: body.unwrap() });

const EXAMPLE_REQUEST = {
  brief: {
    senderName: 'Sam Rivera',
    senderCompany: 'Relaybase',
    offer: 'Relaybase monitors your background jobs and webhooks and alerts the on-call engineer.',
    audience: 'engineering leaders at software companies',
  },
  prospect: {
    firstName: 'Mia',
    company: 'Blitz Esports',
    title: 'Engineering Manager',
    notes: 'Blitz Esports runs match analytics for 2M players.',
  },
  step: 1,
  email: {
    subject: 'Match analytics jobs at Blitz',
    body: 'Hi Mia,\n\nBlitz Esports runs match analytics for 2M players, so a silent job failure shows up as stale stats.\n\nRelaybase alerts your on-call engineer before players notice.\n\nWorth a look?\n\nSam',
  },
};

/**
 * The prospect as people have it (issue 28 item 5): the app's prospect shape, or a row as a CRM or
 * spreadsheet exports it (`{"First Name": "Jae", "Account Name": "Hotjar", "Mailing City": …}`), which
 * the server maps with the import's own header mapping and echoes (`mapping` in the answer): an object
 * with any key outside the prospect shape is a CRM row (a `company` column among them maps to company
 * as any header does). A CRM row whose values are not all text, numbers, booleans or null (a `fields`
 * object beside CRM columns) is refused naming the keys, never emptied silently.
 */
const prospectKeys: ReadonlySet<string> = new Set([...standardFields, 'fields']);
const crmRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).meta({
  title: 'CRM row',
  description:
    'A row as your CRM or spreadsheet exports it: column → value. Mapped to the prospect as the import maps a ' +
    'file (auto-mapping, overridden by `mapping`); unmapped columns become custom fields.',
});
export const scoreProspectSchema = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const other = keys.filter((key) => !prospectKeys.has(key));
    if (other.length === 0) {
      // The prospect shape: its own issues name the bad field (`prospect.firstName`), not a union's.
      for (const issue of prospectDataSchema.strict().safeParse(value).error?.issues ?? []) ctx.addIssue({ ...issue });
      return value;
    }
    const nested = keys.filter((key) => typeof (value as Record<string, unknown>)[key] === 'object');
    const named = (list: string[]) => list.map((k) => `"${k}"`).join(', ');
    if (nested.length > 0)
      ctx.addIssue({
        code: 'custom',
        input: value,
        message:
          `Give the prospect shape (${[...prospectKeys].join(', ')}) or a CRM row of column → text, not both: ` +
          `${named(other)} ${other.length === 1 ? 'is not a prospect field' : 'are not prospect fields'}, and ` +
          `${named(nested)} ${nested.length === 1 ? 'holds' : 'hold'} more than text`,
      });
    return value;
  },
  z.union([prospectDataSchema.strict(), crmRowSchema]),
);
export type ScoreProspect = z.output<typeof scoreProspectSchema>;

export const scoreRequestSchema = z
  .object({
    brief: briefSchema,
    prospect: scoreProspectSchema,
    /** For a CRM row: column → standard field (or null for a custom field), over the auto-mapping. */
    mapping: mappingSchema.optional(),
    step: z.number().int().min(1).max(MAX_STEPS).default(1),
    previous: z
      .array(sentEmailSchema.strict())
      .max(MAX_STEPS - 1)
      .default([]),
    email: sentEmailSchema.extend({ opener: opener }).strict(),
  })
  .strict()
  .meta({ examples: [EXAMPLE_REQUEST] });
export type ScoreRequest = z.output<typeof scoreRequestSchema>;
export type ScoreRequestInput = z.input<typeof scoreRequestSchema>;

/**
 * The answer: the verdict (`send`, `edit`, `dont_send`), the grade that goes with it, every criterion
 * with its result and the reason naming its evidence, and the statements about the prospect the
 * grounding check found in the subject and body (`claims`, empty when it found none).
 */
export const scoreResultSchema = z
  .object({
    verdict: z.enum(emailVerdicts),
    grade: z.enum(emailGrades),
    criteria: z.array(scoreCriterionSchema),
    claims: z.array(scoreClaimSchema),
    /** When the prospect came as a CRM row: how each of its columns was read (standard field, or null for a custom field). */
    mapping: mappingSchema.optional(),
  })
  .meta({
    id: 'ScoreResult',
    examples: [
      {
        verdict: 'send',
        grade: 'A',
        criteria: [
          { id: 'grounding', result: 'pass', reason: 'Every statement about Blitz Esports is in their data' },
          { id: 'length', result: 'pass', reason: '31 words of prose' },
        ],
        claims: [
          {
            text: 'runs match analytics for 2M players',
            in: 'body',
            supported: true,
            field: 'notes',
            reason: null,
          },
        ],
      },
    ],
  });
export type ScoreResult = z.infer<typeof scoreResultSchema>;
