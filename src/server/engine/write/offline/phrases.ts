import { isCommonWord, lowerFirst, tag } from '../../language/index.ts';
import type { ComposeContext, Fact } from './compose-context.ts';
import type { Detail } from './details.ts';

/**
 * Turning a Detail into the words an opener, subject or follow-up writes, with the facts they use.
 * A fact's claim is the phrase as taken from the field (after the first-person → third-person change
 * clause.ts makes), so the grounding check sees what the e-mail says.
 */

/**
 * Lower-cases a phrase's first letter for use mid-sentence unless it is a name: the NLP model tags it
 * one and English does not write it in lower case (a line's first word is tagged a name by its capital
 * alone: "Freight invoice accruals", "Renewal calendar"; language/common-words.ts).
 */
export function midSentence(text: string): string {
  const first = tag(text.slice(0, 60))[0];
  return lowerFirst(text, first?.pos === 'PROPN' && !isCommonWord(first.text));
}

export const companyFact = (ctx: ComposeContext): Fact[] =>
  ctx.company && ctx.prospect.company ? [{ claim: ctx.company, field: 'company' }] : [];

/** `Metorial is the infra layer for AI integrations`, with its facts. */
export function clauseOf(ctx: ComposeContext, d: Detail): { text: string; facts: Fact[] } {
  const c = d.clause!;
  return { text: `${c.subject} ${c.predicate}`, facts: [...companyFact(ctx), { claim: c.predicate, field: d.field }] };
}

/** The clause with the company as `it` (`it is the infra layer …`, `its AI agents connect …`). */
export function itClauseOf(ctx: ComposeContext, d: Detail): { text: string; facts: Fact[] } {
  const c = d.clause!;
  const company = ctx.company ?? '';
  const subject =
    c.subject === company
      ? 'it'
      : c.subject.startsWith(company)
        ? `its${c.subject.slice(company.length).replace(/^[’']s?/, '')}`
        : c.subject;
  const facts = [{ claim: c.predicate, field: d.field }];
  return {
    text: `${subject} ${c.predicate}`,
    facts: c.product ? [{ claim: c.subject, field: d.field }, ...facts] : facts,
  };
}

export function npOf(d: Detail): { text: string; facts: Fact[] } {
  return { text: midSentence(d.np!), facts: [{ claim: d.np!, field: d.field }] };
}

/** The topic mid-sentence, with `the` when its head needs an article (`the email client`). */
export function topicOf(d: Detail): { text: string; facts: Fact[] } {
  const text = midSentence(d.topic!);
  return { text: d.topicNeedsArticle ? `the ${text}` : text, facts: [{ claim: d.topic!, field: d.field }] };
}
