import { type ComposeContext, type Fact, type Part, titlePhrase, toned } from './compose-context.ts';
import type { Detail } from './details.ts';
import { clauseOf, companyFact, topicOf } from './phrases.ts';
import type { WorkLink } from './work-link.ts';
import { article, countWords, keepsCapitals, possessive } from '../../language/index.ts';

/**
 * The hook: the e-mail's first paragraph, built on the best fact of the row (details.ts), and the
 * link that ties it to the offer. What the graded e-mails taught (../shared/data/graded-emails):
 * - the fact is stated plainly about the company (`Greptile reviews pull requests …`), never framed as
 *   the reason for writing ("…which is the reason for this note") and never a field restated as
 *   insight (title, city or industry as a hook is mail merge: `edit`);
 * - a fact with no link to the offer is `edit`: when the row gives the company's size, the fact is
 *   followed by who carries the offer's work at that size (work-link.ts: "At 116 people, the bookkeeping is
 *   probably a job of its own by now"), or without a size, in the reader's role ("As COO, you’re probably
 *   responsible for the bookkeeping"); otherwise the offer sentence that follows opens with a link to
 *   it (`For a team working on AI integrations, Relaybase …`, `For a product like that, …`) —
 *   relevance, not an invented rationale. "…, so I imagine the bookkeeping matters a lot there" is not
 *   a link (it says the offer matters, not why) and is never written;
 * - a thin row (company and title only) gets an honest note that says it knows only the role (the
 *   graded `send` "All I know is that you're CTO at Idler, so …"), and no claim about the company.
 */
export type Hook = { id: string; part: Part; topic: string | null; linked?: boolean };

const FRAMES = [
  { id: 'fact', text: (f: string) => f },
  { id: 'fact-see', text: (f: string) => `I see that ${f}` },
  { id: 'fact-tell', text: (f: string) => `From what I can tell, ${f}` },
] as const;

/**
 * The fact sentence: a clause about the company, or a product of theirs named beside the company;
 * `plain`: no frame. With a `link` (work-link.ts), the link follows: as a clause of the same sentence when
 * the fact is short (at most 14 words), else as a sentence of its own.
 */
export function factHook(ctx: ComposeContext, d: Detail, plain = false, link: WorkLink | null = null): Hook {
  const c = d.clause!;
  const topic = d.topic && !d.topicNeedsArticle ? d.topic : null;
  const linked = (fact: string, facts: Fact[]): Part => {
    if (!link) return { text: `${fact}.`, facts };
    const fused = countWords(fact) <= 14 && ctx.seed.chance('link-fused', 0.5);
    return fused
      ? { text: `${fact}${link.clause.text}.`, facts: [...facts, ...link.clause.facts] }
      : { text: `${fact}. ${link.sentence.text}`, facts: [...facts, ...link.sentence.facts] };
  };
  if (c.product)
    return {
      id: 'product',
      part: linked(`${c.subject}, from ${ctx.company}, ${c.predicate}`, [
        ...companyFact(ctx),
        { claim: c.subject, field: d.field },
        { claim: c.predicate, field: d.field },
      ]),
      topic,
      linked: !!link,
    };
  const fact = clauseOf(ctx, d);
  const frame = plain ? FRAMES[0] : ctx.seed.pick('frame', FRAMES);
  const part = linked(frame.text(fact.text), fact.facts);
  return { id: frame.id, part: { ...part, text: toned(ctx, part.text) }, topic, linked: !!link };
}

/** The link before the offer sentence (ends with a comma or colon); the topic is the row's, when it has one. */
export function linkLeads(ctx: ComposeContext, d: Detail | undefined, productOffer: boolean): Part[] {
  const leads: Part[] = productOffer ? [{ text: 'For a product like that, ', facts: [] }] : [];
  if (d?.topic && productOffer) {
    const t = topicOf(d);
    leads.push({ text: `For a team working on ${t.text}, `, facts: t.facts });
    leads.push({ text: `When the product is ${t.text}, `, facts: t.facts });
  }
  if (ctx.company) leads.push({ text: `For a team like ${possessive(ctx.company)}, `, facts: companyFact(ctx) });
  return leads;
}

/** A thin row's honest opening: it says it knows only the role, and claims nothing else. */
export function thinHook(ctx: ComposeContext, object: string | null = null, link: WorkLink | null = null): Hook | null {
  if (link?.thin) return { id: 'thin-linked', part: link.thin, topic: null, linked: true };
  if (!ctx.company || !ctx.title) return null;
  const title = titlePhrase(ctx.title, article);
  const facts = [...companyFact(ctx), { claim: ctx.title, field: 'title' }];
  const options = [
    {
      id: 'thin-all-i-know',
      text: object
        ? `All I know is that you’re ${title} at ${ctx.company}, so this is one short question about ${object}.`
        : `All I know is that you’re ${title} at ${ctx.company}, so this is a short note.`,
    },
    {
      id: 'thin-role',
      text: object
        ? `I only know your role at ${ctx.company}, so here is the short version, about ${object}.`
        : `I only know your role at ${ctx.company}, so here is the short version.`,
    },
    {
      id: 'thin-beyond',
      text: object
        ? `I don’t know much about ${ctx.company} beyond your title, so I’ll keep to one thing: ${object}.`
        : `I don’t know much about ${ctx.company} beyond your title, so I’ll be brief.`,
    },
  ];
  const chosen = ctx.seed.pick('thin', options);
  return {
    id: chosen.id,
    part: { text: toned(ctx, chosen.text), facts: chosen.id === 'thin-all-i-know' ? facts : companyFact(ctx) },
    topic: null,
  };
}

/**
 * A row with neither description nor title (or a reviewer's "mention" of the industry or the city,
 * mention.ts): the industry or the city, said as what it is — a field, not an insight.
 */
export function fieldHook(ctx: ComposeContext): Hook | null {
  if (!ctx.company) return null;
  if (ctx.industry && !/^(?:unspecified|unknown|other|none|n\/?a|-+|tbd)$/i.test(ctx.industry)) {
    const words = ctx.industry
      .split(/\s+/)
      .map((w) => (keepsCapitals(w) ? w : w.toLowerCase()))
      .join(' ');
    return {
      id: 'industry',
      part: {
        text: `I see that ${ctx.company} is in ${words}.`,
        facts: [...companyFact(ctx), { claim: ctx.industry, field: 'industry' }],
      },
      topic: null,
    };
  }
  if (ctx.city)
    return {
      id: 'city',
      part: {
        text: `I see that the team at ${ctx.company} is in ${ctx.city}.`,
        facts: [...companyFact(ctx), { claim: ctx.city, field: 'location' }],
      },
      topic: null,
    };
  return null;
}

/** The opener when the row has neither a usable description nor a title: generic on purpose, and flagged `generic_opener`. */
export const genericOpener = (ctx: ComposeContext): Part => ({
  text: ctx.company ? `A short note for the team at ${ctx.company}.` : 'A short note to introduce what I do.',
  facts: companyFact(ctx),
});
