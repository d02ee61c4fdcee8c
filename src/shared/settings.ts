import { z } from 'zod';
import { providerIdSchema } from './campaigns.ts';

/**
 * A user's own AI provider settings (`/api/v1/settings/ai`, DESIGN.md §4). The key is write-only:
 * it is stored encrypted and only ever shown masked (`apiKeyMasked`).
 */
export const putAiSettingsSchema = z
  .object({
    provider: providerIdSchema.exclude(['offline']),
    apiKey: z.string().trim().min(1, { message: 'Paste the API key' }).max(500),
    baseUrl: z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), {
        message: 'Enter an http(s) URL',
      })
      .optional(),
    model: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .refine((v) => v.provider !== 'openai-compatible' || (v.baseUrl && v.model), {
    message: 'An OpenAI-compatible provider needs a base URL and a model',
    path: ['baseUrl'],
  });
export type PutAiSettings = z.input<typeof putAiSettingsSchema>;

export const aiSettingsSchema = z
  .object({
    provider: providerIdSchema,
    model: z.string().nullable(),
    baseUrl: z.string().nullable(),
    apiKeyMasked: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AiSettings' });
export type AiSettings = z.infer<typeof aiSettingsSchema>;
