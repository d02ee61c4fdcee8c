import { z } from 'zod';
import { DEFAULT_RESEARCH_PAGES, MAX_RESEARCH_PAGES, researchModes } from './research.ts';

/**
 * The campaign brief: what the sender offers and how the e-mails should read (DESIGN.md §4 "Brief").
 * Only `senderName` and `offer` are required. Defaults: 90 words (cold-e-mail practice: replies drop
 * past ~100 words, Boomerang's 2016 study of 40M e-mails found 50–125 words best), English, one step.
 *
 * Follow-up delays (docs/decisions/022): a parsed brief always has exactly `steps - 1` entries in
 * `followUpDays`. Missing ones are filled from DEFAULT_FOLLOW_UP_DAYS (so `steps: 3` alone means
 * delays of 3 and 4 days); more than `steps - 1` is refused (`validation_failed` on `followUpDays`),
 * since a delay for a step that does not exist is a mistake, not something to drop silently.
 */
export const tones = ['friendly', 'formal', 'direct', 'casual'] as const;
export const MAX_STEPS = 4;
export const DEFAULT_LENGTH_WORDS = 90;
/**
 * Days to wait before follow-ups 1, 2 and 3, each counted from the e-mail before it, when the brief
 * gives none: a common outbound cadence (day 0, +3, +4, +7, i.e. days 0, 3, 7 and 14).
 */
export const DEFAULT_FOLLOW_UP_DAYS = [3, 4, 7] as const;

const text = (max: number) => z.string().trim().max(max);
const list = (max: number, each: number) => z.array(z.string().trim().min(1).max(each)).max(max);

const briefObject = z.object({
  senderName: text(120).min(1, { message: 'Enter the sender’s name' }),
  senderCompany: text(200).optional(),
  senderRole: text(120).optional(),
  offer: text(2_000).min(1, { message: 'Describe what you offer' }),
  valueProps: list(10, 500).default([]),
  proofPoints: list(10, 500).default([]),
  audience: text(1_000).optional(),
  tone: z.enum(tones).default('friendly'),
  lengthWords: z.number().int().min(25).max(300).default(DEFAULT_LENGTH_WORDS),
  callToAction: text(500).optional(),
  /** BCP 47 language tag, e.g. `en`, `en-GB`, `de`. */
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { message: 'Use a language tag such as en or de-CH' })
    .default('en'),
  instructions: text(2_000).optional(),
  /** Optional text with merge fields (`{{first_name|there}}`) the e-mail must follow. */
  template: text(5_000).optional(),
  steps: z.number().int().min(1).max(MAX_STEPS).default(1),
  /** Days to wait before each follow-up: `followUpDays[i]` is the delay before step i + 2, after step i + 1. */
  followUpDays: z
    .array(z.number().int().min(1).max(90))
    .max(MAX_STEPS - 1)
    .default([]),
  /** Research each prospect's website before writing (issue 15); `off` writes from the row alone. */
  research: z.enum(researchModes).default('off'),
  /** With research on: pages fetched beyond the home page (about, product, customers, careers, news). */
  researchPages: z.number().int().min(0).max(MAX_RESEARCH_PAGES).default(DEFAULT_RESEARCH_PAGES),
});
type BriefObjectInput = z.input<typeof briefObject>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Pads `followUpDays` to `steps - 1` entries from DEFAULT_FOLLOW_UP_DAYS. A preprocess, not a
 * transform, so the schema still has a JSON Schema on both sides (OpenAPI). Leaves anything it does
 * not understand to the validation that follows.
 */
function padFollowUps(value: BriefObjectInput): BriefObjectInput {
  if (!isRecord(value)) return value;
  const steps = value.steps ?? 1;
  const days = value.followUpDays ?? [];
  if (!Number.isInteger(steps) || steps < 1 || steps > MAX_STEPS || !Array.isArray(days) || days.length >= steps - 1)
    return value;
  return { ...value, followUpDays: Array.from({ length: steps - 1 }, (_, i) => days[i] ?? DEFAULT_FOLLOW_UP_DAYS[i]!) };
}

export const briefSchema = z.preprocess(
  padFollowUps,
  briefObject.superRefine((brief, ctx) => {
    const wanted = brief.steps - 1;
    if (brief.followUpDays.length > wanted) {
      ctx.addIssue({
        code: 'custom',
        path: ['followUpDays'],
        message:
          wanted === 0
            ? 'A single e-mail has no follow-ups: leave the delays empty'
            : `Give at most ${wanted} delay${wanted === 1 ? '' : 's'} for ${brief.steps} steps (one per follow-up)`,
      });
    }
  }),
);
export type Brief = z.output<typeof briefSchema>;
export type BriefInput = z.input<typeof briefSchema>;

/**
 * A brief read back from storage: briefs stored before decision 022 may hold more delays than
 * follow-ups (then accepted); the extra ones are dropped here so reading an old campaign never fails.
 */
export const storedBriefSchema = z.preprocess(
  (value: unknown) =>
    isRecord(value) && Array.isArray(value.followUpDays) && typeof value.steps === 'number'
      ? { ...value, followUpDays: value.followUpDays.slice(0, Math.max(0, value.steps - 1)) }
      : value,
  briefSchema,
);
