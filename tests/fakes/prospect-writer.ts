import { createHash } from 'node:crypto';
import { ok, type FakeReply, type FakeRequest } from './llm-server.ts';
import { briefOf, factFrom, openerFor, type Fact } from './prospect-writer-parts.ts';

/**
 * A fake server's "model" that writes like a small real one, for examples and demos
 * (docs/examples/README.md): it reads the request as a model would, the brief from the system prompt
 * and the prospect from the `<prospect_data>` block of the user message, and answers the structured
 * draft (subject, opener, body, factsUsed). Deterministic: a SHA-256 of the prospect's e-mail and
 * company picks every variant.
 *
 * - First e-mail: an opener from the most specific sentence of the company description (`notes`),
 *   the brief's offer, a value proposition and a proof point while the word limit the prompt states
 *   allows, and the call to action; `factsUsed` names the field each fact came from.
 * - Follow-ups: short, a different value proposition or proof point, no personal fact.
 * - One prospect in five (`inventionRate`), on the first e-mail, gets a congratulation on something the
 *   data does not say (a funding round, an office, press, a customer count), listed in factsUsed as
 *   if it came from `notes`: what a model that invents looks like, and what the grounding check flags.
 * Prompt injection in the data is ignored (it is data). Usage is estimated from the text (see below).
 */
export type ProspectWriterOptions = { inventionRate?: number };

const INVENTIONS = [
  {
    opener: 'Congrats on closing your Series A last month.',
    claim: (c: string) => `${c} closed a Series A last month`,
  },
  { opener: 'Congrats on the new office in London.', claim: (c: string) => `${c} opened an office in London` },
  {
    opener: 'Congrats on the TechCrunch feature this week.',
    claim: (c: string) => `${c} was featured in TechCrunch this week`,
  },
  { opener: 'Congrats on passing 10,000 customers.', claim: (c: string) => `${c} has passed 10,000 customers` },
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function prospectWriter(options: ProspectWriterOptions = {}): (request: FakeRequest) => FakeReply {
  const rate = options.inventionRate ?? 0.2;
  return (request) => {
    // Usage as a provider would count it, at OpenAI's rule of thumb of ~4 characters per token
    // (https://help.openai.com/en/articles/4936856), so the example's token and cost figures are plausible.
    const answer = (draft: object) =>
      ok(draft, {
        prompt_tokens: Math.round((request.system.length + request.prompt.length) / 4),
        completion_tokens: Math.round(JSON.stringify(draft).length / 4),
      });
    const data = /<prospect_data>\s*([\s\S]*?)\s*<\/prospect_data>/.exec(request.prompt)?.[1];
    const prospect = data ? (JSON.parse(data) as Record<string, string>) : {};
    const brief = briefOf(request.system);
    const step = Number(/sequence step (\d+)/.exec(request.prompt)?.[1] ?? 1);
    const company = prospect.company ?? 'your team';
    const seed = createHash('sha256')
      .update(`${prospect.email ?? ''}|${company}`)
      .digest();
    const pick = <T>(list: readonly T[], salt = 0) => list[(seed[salt % seed.length]! + step) % list.length]!;
    const greeting = `Hi ${prospect.firstName ?? 'there'},`;
    const ask = brief.callToAction;
    const sign = brief.senderName.split(' ')[0] ?? brief.senderName;
    // 2–5 words (the prompt's rule): the company's short name, the first phrasing that fits
    const name = shortName(company);
    const subjects = [
      `${brief.senderCompany} for ${name}`,
      `Quick idea for ${name}`,
      `${name} and ${brief.senderCompany}`,
    ];
    const fitting = subjects.filter((s) => words(s) <= 5);
    const subject = fitting.length
      ? fitting[seed[1]! % fitting.length]!
      : `Idea for ${name
          .replace(/^The\s+/, '')
          .split(' ')
          .slice(0, 3)
          .join(' ')}`;

    if (step > 1) {
      const total = Number(/Sequence step \d+ of (\d+)/.exec(request.system)?.[1] ?? step);
      // A new angle per follow-up: the second proof point, then another value proposition.
      const angles = [...brief.proofPoints, ...brief.valueProps.map((v) => `you get ${v}.`)];
      const angle = angles.length ? angles[(seed[9]! + step) % angles.length]! : brief.offer;
      const lead =
        step === total
          ? pick(['A last note from me', 'Closing the loop on my notes', 'Last one from me'], 7)
          : pick(['One more thought since my last note', 'Adding one thing to my last note', 'A quick follow-up'], 8);
      const opener = `${lead}: ${lowerFirst(angle)}`;
      const close =
        step === total ? `If it becomes a priority at ${company}, I’m happy to show you how it works.` : ask;
      return answer({
        subject: `Re: ${subject}`,
        opener,
        body: [greeting, opener, close, sign].join('\n\n'),
        factsUsed: [],
      });
    }

    const fact: Fact | null = factFrom(prospect.notes ?? '', company);
    const inventing = seed[2]! / 256 < rate;
    const invention = pick(INVENTIONS, 3);
    // Nothing usable in the description: a non-personal observation from the industry, as the prompt asks.
    const industry = prospect.industry;
    const base = fact
      ? openerFor(fact, pick([0, 1, 2], 4), company)
      : `I came across ${company} while looking at ${industry ? `${industry.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase())} ` : ''}startups.`;
    const opener = inventing ? `${invention.opener} ${base}` : base;
    const found = fact
      ? { claim: fact.claim, field: 'notes' }
      : industry
        ? { claim: industry, field: 'industry' }
        : null;
    const factsUsed = [
      ...(inventing ? [{ claim: invention.claim(company), field: 'notes' }] : []),
      ...(found ? [found] : []),
    ];
    const offer = brief.offer.endsWith('.') ? brief.offer : `${brief.offer}.`;
    const value = brief.valueProps.length
      ? ` ${pick(['You get', 'That means', 'Expect'], 10)} ${pick(brief.valueProps, 5)}.`
      : '';
    const proof = brief.proofPoints.length ? pick(brief.proofPoints, 6) : null;
    for (const parts of [[offer + value, proof], [offer + value], [offer]]) {
      const body = [greeting, opener, ...parts.filter((p): p is string => Boolean(p)), ask, sign].join('\n\n');
      if (words(body) <= brief.limit || parts.length === 1) return answer({ subject, opener, body, factsUsed });
    }
    throw new Error('unreachable');
  };
}

/** "Nebullam (DBA Clayton Farms)" → "Nebullam", "Zitara Technologies, Inc." → "Zitara Technologies". */
const shortName = (company: string) =>
  company
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/,?\s+(?:Inc|LLC|Ltd|Corp)\.?$/i, '')
    .replace(/\s+by\s+.+$/i, '')
    .trim() || company;

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
