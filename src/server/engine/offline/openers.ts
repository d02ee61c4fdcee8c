import { type ComposeContext, type Part, titlePhrase, toned } from './compose-context.ts';
import type { Detail } from './details.ts';
import type { OpenerPattern } from './opener-pattern.ts';
import { clauseOf, companyFact, itClauseOf, npOf, topicOf } from './phrases.ts';
import { article, possessive } from './text.ts';
import { fallbackPatterns } from './fallback-openers.ts';

/**
 * Opener patterns (the shape is opener-pattern.ts): the first sentence(s) of the e-mail, each built around one fact from the
 * prospect's row (a Detail, or title / industry / location when the row has no description). Several
 * patterns per kind of fact, drawn by the seed among those that apply, so on the 1,000 YC rows no
 * pattern writes more than 10 % of openers (tested). No pattern flatters, claims earlier contact, or
 * says where a fact was read ("your site", "your post"): the sender only knows the row.
 * `reason` marks patterns that already say why the sender writes, so the bridge does not repeat it.
 */
const productFacts = (d: Detail) => [
  { claim: d.clause!.subject, field: d.field },
  { claim: d.clause!.predicate, field: d.field },
];
const hasClause = (ctx: ComposeContext, d: Detail | undefined) => !!ctx.company && !!d?.clause && !d.clause.product;
const hasProduct = (ctx: ComposeContext, d: Detail | undefined) => !!ctx.company && !!d?.clause?.product;
const hasNp = (ctx: ComposeContext, d: Detail | undefined) => !!ctx.company && !!d?.np && !d.clause?.product;
const hasTopic = (ctx: ComposeContext, d: Detail | undefined) => !!ctx.company && !!d?.topic;
// Patterns that add a clause after the fact want a fact without commas of its own, 12 words or fewer.
const short = (d: Detail | undefined) =>
  !!d?.clause && !d.clause.predicate.includes(',') && d.clause.predicate.split(/\s+/).length <= 12;

function lead(ctx: ComposeContext, d: Detail | undefined, before: string, after = '.'): Part {
  const c = clauseOf(ctx, d!);
  return { text: toned(ctx, before) + c.text + after, facts: c.facts };
}

export const openerPatterns: OpenerPattern[] = [
  { id: 'clause-read', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'I read that ') },
  { id: 'clause-from-what', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'From what I’ve read, ') },
  { id: 'clause-if-right', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'If I have it right, ') },
  {
    id: 'clause-saw',
    applies: hasClause,
    render: (ctx, d) => lead(ctx, d, ctx.brief.tone === 'formal' ? 'I saw that ' : 'Saw that '),
  },
  { id: 'clause-understanding', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'My understanding is that ') },
  { id: 'clause-looks-like', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'It looks like ') },
  { id: 'clause-noticed', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'I noticed that ') },
  { id: 'clause-as-i-understand', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'As I understand it, ') },
  { id: 'clause-gather', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'I gather that ') },
  { id: 'clause-learned', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'I learned that ') },
  { id: 'clause-based-on', applies: hasClause, render: (ctx, d) => lead(ctx, d, 'Based on what I read, ') },
  {
    id: 'clause-reason',
    reason: true,
    applies: (ctx, d) => hasClause(ctx, d) && short(d),
    render: (ctx, d) => lead(ctx, d, '', toned(ctx, ' — that’s the reason for this note.')),
  },
  {
    id: 'clause-came-across',
    applies: hasClause,
    render: (ctx, d) => {
      const c = itClauseOf(ctx, d!);
      return {
        text: `I came across ${ctx.company} and read that ${c.text}.`,
        facts: [...companyFact(ctx), ...c.facts],
      };
    },
  },
  {
    id: 'clause-understood',
    applies: (ctx, d) => hasClause(ctx, d) && short(d),
    render: (ctx, d) => lead(ctx, d, '', toned(ctx, ', if I’ve understood it correctly.')),
  },
  {
    id: 'clause-reading-about',
    applies: (ctx, d) => hasClause(ctx, d) || hasProduct(ctx, d),
    render: (ctx, d) => {
      const c = itClauseOf(ctx, d!);
      return {
        text: `Reading about ${ctx.company}, I learned that ${c.text}.`,
        facts: [...companyFact(ctx), ...c.facts],
      };
    },
  },
  {
    id: 'clause-and-title',
    applies: (ctx, d) => hasClause(ctx, d) && short(d) && !!ctx.title,
    render: (ctx, d) => {
      const c = clauseOf(ctx, d!);
      const title = titlePhrase(ctx.title!, article);
      return {
        text: `${c.text}, ${toned(ctx, 'and you’re')} ${title} there.`,
        facts: [...c.facts, { claim: ctx.title!, field: 'title' }],
      };
    },
  },
  {
    id: 'product-from',
    applies: hasProduct,
    render: (ctx, d) => {
      const c = d!.clause!;
      return {
        text: `${c.subject}, from ${ctx.company}, ${c.predicate}.`,
        facts: [...companyFact(ctx), ...productFacts(d!)],
      };
    },
  },
  {
    id: 'product-read',
    applies: hasProduct,
    render: (ctx, d) => {
      const c = d!.clause!;
      return {
        text: `I read about ${ctx.company} and ${c.subject}, which ${c.predicate}.`,
        facts: [...companyFact(ctx), ...productFacts(d!)],
      };
    },
  },
  {
    id: 'np-described',
    applies: hasNp,
    render: (ctx, d) => {
      const np = npOf(d!);
      return {
        text: `${toned(ctx, ctx.brief.tone === 'formal' ? 'I saw ' : 'Saw ')}${ctx.company} described as ${np.text}.`,
        facts: [...companyFact(ctx), ...np.facts],
      };
    },
  },
  {
    id: 'np-building',
    applies: (ctx, d) => hasNp(ctx, d) && d?.kind === 'clause',
    render: (ctx, d) => {
      const np = npOf(d!);
      return {
        text: `Building ${np.text}, as ${ctx.company} ${d!.clause!.npVerb === 'building' ? 'is' : 'does'}, is no small job.`,
        facts: [...companyFact(ctx), ...np.facts],
      };
    },
  },
  {
    id: 'topic-work',
    reason: true,
    applies: hasTopic,
    render: (ctx, d) => {
      const t = topicOf(d!);
      return {
        text: toned(ctx, `${possessive(ctx.company!)} work on ${t.text} is why I’m writing.`),
        facts: [...companyFact(ctx), ...t.facts],
      };
    },
  },
  {
    id: 'topic-focus',
    applies: hasTopic,
    render: (ctx, d) => {
      const t = topicOf(d!);
      return {
        text: `I noticed ${possessive(ctx.company!)} focus on ${t.text}.`,
        facts: [...companyFact(ctx), ...t.facts],
      };
    },
  },
  {
    id: 'topic-came-across',
    applies: hasTopic,
    render: (ctx, d) => {
      const t = topicOf(d!);
      return {
        text: `I came across ${ctx.company} and its work on ${t.text}.`,
        facts: [...companyFact(ctx), ...t.facts],
      };
    },
  },
  {
    id: 'topic-short-note',
    reason: true,
    applies: hasTopic,
    render: (ctx, d) => {
      const t = topicOf(d!);
      return { text: `A short note about ${t.text} at ${ctx.company}.`, facts: [...companyFact(ctx), ...t.facts] };
    },
  },
  ...fallbackPatterns,
];
