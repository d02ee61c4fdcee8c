import { type ComposeContext, type Part, titlePhrase, toned } from './compose-context.ts';
import type { Detail } from './details.ts';
import type { OpenerPattern } from './opener-pattern.ts';
import { companyFact } from './phrases.ts';
import { article, keepsCapitals } from './text.ts';

/**
 * Openers for a row with no usable description (details.ts found nothing): the title, the industry
 * or the city — still a fact from the row — and, when even those are missing, a generic opener the
 * composer flags `generic_opener`.
 */
// CRM placeholders that name no industry (the YC file has 4 `Unspecified`).
const PLACEHOLDER = /^(?:unspecified|unknown|other|none|n\/?a|-+|tbd)$/i;
/** `Supply Chain and Logistics` → `supply chain and logistics`; acronyms and brands keep their capitals (`B2B`, `Healthcare IT`). */
const industryWords = (industry: string) =>
  industry
    .split(/\s+/)
    .map((w) => (keepsCapitals(w) ? w : w.toLowerCase()))
    .join(' ');
const noDetail = (ctx: ComposeContext, d: Detail | undefined) => !!ctx.company && !d;

/** For rows without a usable description: title, industry or location, else the company alone. */
export const fallbackPatterns: OpenerPattern[] = [
  {
    id: 'title-company',
    applies: (ctx, d) => noDetail(ctx, d) && !!ctx.title,
    render: (ctx) => ({
      text: toned(ctx, `You’re ${titlePhrase(ctx.title!, article)} at ${ctx.company}, so I’ll keep this short.`),
      facts: [...companyFact(ctx), { claim: ctx.title!, field: 'title' }],
    }),
  },
  {
    id: 'industry-company',
    applies: (ctx, d) => noDetail(ctx, d) && !!ctx.industry && !PLACEHOLDER.test(ctx.industry),
    render: (ctx) => ({
      text: `${ctx.company} works in the ${industryWords(ctx.industry!)} space, which is the reason for this note.`,
      facts: [...companyFact(ctx), { claim: ctx.industry!, field: 'industry' }],
    }),
  },
  {
    id: 'city-company',
    applies: (ctx, d) => noDetail(ctx, d) && !!ctx.city,
    render: (ctx) => ({
      // `the The Centre … team` when the name has its own article (row 315 of the YC file)
      text: /^the\s/i.test(ctx.company!)
        ? `A quick note for the team at ${ctx.company} in ${ctx.city}.`
        : `A quick note for the ${ctx.company} team in ${ctx.city}.`,
      facts: [...companyFact(ctx), { claim: ctx.city!, field: 'location' }],
    }),
  },
];

/** The opener when nothing in the row applies: generic on purpose, and flagged `generic_opener`. */
export const genericOpener = (ctx: ComposeContext): Part => ({
  text: ctx.company ? `A short note for the team at ${ctx.company}.` : 'A short note to introduce what I do.',
  facts: companyFact(ctx),
});
