import { z } from 'zod';

/**
 * The model's structured output for one e-mail (DESIGN.md §3 "Grounding"): what a provider is asked to
 * return through a JSON-schema response format. The descriptions travel with the JSON schema, so they
 * are short instructions in their own right. `supported` is not asked for: the server decides it
 * (judge/grounding.ts), never the model.
 *
 * No length keywords (maxLength, maxItems): OpenAI's strict structured outputs and Gemini's schema
 * subset refuse some of them; the style targets live in prompt.ts and index.ts flags what misses them.
 */
export const modelFactSchema = z.object({
  claim: z
    .string()
    .describe(
      'One specific statement about the prospect or their company that the e-mail makes, in your words as written in the e-mail',
    ),
  field: z
    .string()
    .describe(
      'The exact key in <prospect_data> the claim comes from, e.g. "notes", "title" or a custom column header; or the id of the <website_sources> passage it comes from',
    ),
});

export const draftOutputSchema = z.object({
  subject: z
    .string()
    .describe(
      'Subject line: 2 to 5 words, plain text, matching what the body is about; no clickbait, no ALL CAPS, no emoji',
    ),
  opener: z
    .string()
    .describe('The personalised first sentence after the greeting; it also appears word for word in the body'),
  body: z
    .string()
    .describe(
      'The whole e-mail in plain text: greeting, opener, message, one call to action, sign-off; paragraphs separated by a blank line',
    ),
  factsUsed: z
    .array(modelFactSchema)
    .describe(
      'Every personal or company-specific detail the e-mail uses, each with the prospect_data key it came from; empty when none is used',
    ),
});
export type DraftOutput = z.infer<typeof draftOutputSchema>;
