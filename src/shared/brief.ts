import { z } from 'zod';

/**
 * The campaign brief: what the sender offers and how the e-mails should read (DESIGN.md §4 "Brief").
 * Only `senderName` and `offer` are required. Defaults: 90 words (cold-e-mail practice: replies drop
 * past ~100 words, Boomerang's 2016 study of 40M e-mails found 50–125 words best), English, one step.
 */
export const tones = ['friendly', 'formal', 'direct', 'casual'] as const;
export const MAX_STEPS = 4;
export const DEFAULT_LENGTH_WORDS = 90;

const text = (max: number) => z.string().trim().max(max);
const list = (max: number, each: number) => z.array(z.string().trim().min(1).max(each)).max(max);

export const briefSchema = z.object({
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
  /** Days to wait before each follow-up: `followUpDays[i]` is the delay before step i + 2. */
  followUpDays: z.array(z.number().int().min(1).max(90)).max(MAX_STEPS - 1).default([]),
});
export type Brief = z.output<typeof briefSchema>;
export type BriefInput = z.input<typeof briefSchema>;
