import { z } from 'zod';
import {
  PROSPECT_FIELD_MAX,
  prospectEditSchema,
  standardFields,
  type PatchProspect,
  type Prospect,
  type StandardField,
} from '#shared/prospects.ts';

/**
 * The edit dialog's form: each standard field as the API's edit checks it (#shared/prospects.ts
 * prospectEditSchema), and the custom merge fields as a list of `{name, value}` (a field name may hold a
 * dot, which a form path cannot).
 */
export const prospectFormSchema = prospectEditSchema
  .omit({ fields: true })
  .extend({ custom: z.array(z.object({ name: z.string(), value: z.string().max(PROSPECT_FIELD_MAX) })) });
export type ProspectFormInput = z.input<typeof prospectFormSchema>;
export type ProspectFormOutput = z.output<typeof prospectFormSchema>;

/** The form's starting values: the prospect's, a missing value as "". */
export function prospectFormValues(prospect: Prospect): ProspectFormInput {
  const standard = Object.fromEntries(standardFields.map((f) => [f, prospect[f] ?? ''])) as Record<
    StandardField,
    string
  >;
  return { ...standard, custom: Object.entries(prospect.fields).map(([name, value]) => ({ name, value })) };
}

/** The PATCH body of a submitted form: every standard field, and the custom fields left non-empty. */
export function prospectPatch({ custom, ...standard }: ProspectFormOutput): PatchProspect {
  return {
    ...standard,
    fields: Object.fromEntries(custom.filter((c) => c.value.trim() !== '').map((c) => [c.name, c.value.trim()])),
  };
}
