import { z } from 'zod';
import { briefSchema } from './brief.ts';
import { providerIdSchema } from './campaigns.ts';
import { draftSchema, emailScoreSchema } from './emails.ts';
import { prospectDataSchema } from './prospects.ts';

/**
 * The single-e-mail playground (DESIGN.md §4): `POST /api/v1/personalize` `{prospect, brief, provider?,
 * model?, step?}` → one draft with its quality score, written synchronously and stored nowhere.
 */
export const personalizeSchema = z
  .object({
    prospect: prospectDataSchema,
    brief: briefSchema,
    provider: providerIdSchema.optional(),
    model: z.string().trim().min(1).max(200).optional(),
    step: z.number().int().min(1).max(4).default(1),
  })
  .strict();
export type PersonalizeRequest = z.input<typeof personalizeSchema>;

/** The answer (and the SSE `draft` event's data): the draft, its flags with the score's, and the score. */
export const personalizedEmailSchema = draftSchema
  .extend({ score: emailScoreSchema })
  .meta({ id: 'PersonalizedEmail' });
export type PersonalizedEmail = z.infer<typeof personalizedEmailSchema>;
