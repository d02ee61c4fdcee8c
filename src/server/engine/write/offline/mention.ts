import { injectedFields, lookupField } from '../../rows/index.ts';
import type { ComposeContext, Part } from './compose-context.ts';
import { pickDetails } from './details.ts';
import type { FirstStep } from './first-step.ts';
import { notApplicable } from './instruction-error.ts';
import { companyFact } from './phrases.ts';
import { countWords, keepsCapitals, possessive } from '../../language/index.ts';

/**
 * A reviewer's "mention <field>" (instructions.ts): the first e-mail's hook is built from that field
 * of the row and no other. The composer's own opener patterns still write it — the context they read
 * is narrowed to that field:
 * - `notes` or a custom column with sentences (a description, a "Hiring" note): the details of that
 *   field only (details.ts, read as it reads a description);
 * - `title`, `industry`, `location`: no details, and the other two of those three left out, so the
 *   composer's title, industry or city opener is the one that applies;
 * - a custom column with a short value (`Remote Policy: remote-first`, `YC Batch: W21`): a hook of its
 *   own, `I noticed that Astronomer’s remote policy is remote-first.` (`withHook` puts it in place of
 *   the opener the composer wrote around nothing).
 * A field that is blank, only a yes/no or placeholder, one of the identity fields (name, e-mail, website,
 * LinkedIn, company: already in every e-mail or not something to open on), or that looked like
 * instructions to a model (rows/injection.ts) gives no hook: InstructionError `instruction_not_applicable`
 * with the reason.
 */
export type MentionFocus = { ctx: ComposeContext; hook: Part | null };

const IDENTITY = new Set(['firstName', 'lastName', 'email', 'website', 'linkedinUrl', 'company']);
const NO_FACT = /^(?:yes|no|y|n|true|false|x|[01]|-+|n\/?a|none|null|unknown|tbd|\?)$/i;
const SHORT_VALUE_WORDS = 8;
const STANDARD_LABELS: Record<string, string> = {
  notes: 'description',
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail address',
  linkedinUrl: 'LinkedIn URL',
};

const labelOf = (header: string) =>
  header
    .replace(/^company\s+(?=\S)/i, '')
    .split(/[\s_]+/)
    .map((w) => (keepsCapitals(w) ? w : w.toLowerCase()))
    .join(' ');

/** @throws InstructionError `instruction_not_applicable` when the field gives no hook (see the module comment) */
export function mentionFocus(ctx: ComposeContext, field: string): MentionFocus {
  const found = lookupField(ctx.prospect, field);
  // No such field: a custom column this prospect left blank (an import leaves empty cells out).
  const label =
    found && !found.custom
      ? `their ${STANDARD_LABELS[found.name] ?? found.name}`
      : `the ${found?.name ?? field} column`;
  const refuse = (why: string) => notApplicable(`mention ${field}`, why);
  const value = found?.value?.trim();
  if (!found || !value) throw refuse(`${label} is blank for this prospect`);
  if (IDENTITY.has(found.name)) throw refuse(`${label} is not something to open an e-mail on`);
  if (injectedFields(ctx.prospect).includes(found.name))
    throw refuse(`${label} reads like instructions to an AI, so it is never used`);
  if (!ctx.company) throw refuse('the prospect has no company to write the opener about');

  const only = { details: [], title: null, industry: null, city: null };
  if (found.name === 'title') return { ctx: { ...ctx, ...only, title: ctx.title }, hook: null };
  if (found.name === 'industry') return { ctx: { ...ctx, ...only, industry: ctx.industry }, hook: null };
  if (found.name === 'location') {
    if (!ctx.city) throw refuse(`their location (“${value}”) names no place`);
    return { ctx: { ...ctx, ...only, city: ctx.city }, hook: null };
  }
  const details = pickDetails({ ...ctx.prospect, notes: value, fields: {} }, ctx.company).map((d) => ({
    ...d,
    field: found.name,
  }));
  if (details.length > 0) return { ctx: { ...ctx, details }, hook: null };
  if (NO_FACT.test(value)) throw refuse(`${label} says only “${value}”`);
  if (countWords(value) > SHORT_VALUE_WORDS || /[.!?]\s/.test(value))
    throw refuse(`nothing in ${label} reads as a fact the offline composer can restate`);
  const fact = value.replace(/[.;:,]+$/u, '');
  return {
    ctx: { ...ctx, ...only },
    hook: {
      text: `I noticed that ${possessive(ctx.company)} ${labelOf(found.name)} is ${fact}.`,
      facts: [...companyFact(ctx), { claim: fact, field: found.name }],
    },
  };
}

/** The first e-mail with `hook` as its opener in place of the one the composer wrote (a no-op without one). */
export function withHook(first: FirstStep, hook: Part | null | undefined): FirstStep {
  if (!hook) return first;
  return {
    ...first,
    body: first.body.replace(first.opener, hook.text),
    opener: hook.text,
    facts: hook.facts,
    generic: false,
  };
}
