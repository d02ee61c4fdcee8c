/**
 * The reading and phrasing behind prospect-writer.ts: the brief as the system prompt states it
 * (src/server/engine/write/prompt.ts `briefSection`, prompt-rules.ts), and one fact from a company
 * description turned into an opener.
 */
export type PromptBrief = {
  senderName: string;
  senderCompany: string;
  offer: string;
  valueProps: string[];
  proofPoints: string[];
  /** The ask as one sentence, e.g. "Worth a 15-minute call next week?" */
  callToAction: string;
  /** Body words allowed ("at most N words"). */
  limit: number;
};

const line = (system: string, label: string) => new RegExp(`^${label}: (.+)$`, 'm').exec(system)?.[1]?.trim();
const list = (system: string, label: string) => {
  const block = new RegExp(`^${label}[^\\n]*:\\n((?:- .+\\n?)+)`, 'm').exec(system)?.[1] ?? '';
  return block
    .split('\n')
    .map((item) => item.replace(/^- /, '').trim())
    .filter(Boolean);
};

export function briefOf(system: string): PromptBrief {
  const sender = (line(system, 'Sender') ?? 'The sender').split(', ');
  const cta = line(system, 'Call to action \\(the one ask\\)');
  const limits = [...system.matchAll(/at most (\d+) words/g)].map((m) => Number(m[1]));
  return {
    senderName: sender[0]!,
    senderCompany: sender.length > 1 ? sender.at(-1)! : 'our team',
    offer: line(system, 'Offer') ?? '',
    valueProps: list(system, 'Value propositions'),
    proofPoints: list(system, 'Proof points'),
    callToAction: !cta
      ? 'Worth a short call?'
      : /[?.]$/.test(cta)
        ? cta
        : /^[a-z]/.test(cta)
          ? `Worth ${cta}?`
          : `${cta}?`,
    limit: limits.length ? Math.min(...limits) : 90,
  };
}

/** A sentence of the description as the e-mail uses it, and the claim listed for it in factsUsed. */
export type Fact = { text: string; claim: string; quoted: boolean };

const MAX_WORDS = 24;
const PERSONAL = /\b(?:we|we’re|we're|we’ve|we've|our|ours|us|you|your|yours)\b/i;

/** Words that open an adjunct after a comma: cutting there leaves a whole clause ("X is Y, helping Z" → "X is Y"). */
const ADJUNCT =
  /^(?:helping|enabling|allowing|making|using|with|which|where|while|so|from|through|by|including|powered|backed|based)$/i;

/** Cuts a long sentence before an adjunct or a dash within MAX_WORDS (never inside a list), or null. */
function clause(sentence: string): string | null {
  const tokens = sentence.replace(/[.!]+$/, '').split(/\s+/);
  if (tokens.length <= MAX_WORDS) return tokens.join(' ');
  for (let i = MAX_WORDS; i >= 8; i--) {
    if (/[,;]$/.test(tokens[i - 1]!) && ADJUNCT.test(tokens[i]!))
      return tokens.slice(0, i).join(' ').replace(/[,;]$/, '');
    if (/^[—–-]$/.test(tokens[i]!)) return tokens.slice(0, i).join(' ');
  }
  return null;
}

const PAST = /ed$|^(?:built|made|grew|began|became|brought|found|won|led|ran|raised|sold|wrote|took|got|set|spent)$/;
const thirdPerson = (verb: string) =>
  PAST.test(verb)
    ? verb
    : verb === 'have'
      ? 'has'
      : verb === 'are'
        ? 'is'
        : /(?:s|sh|ch|x|z|o)$/.test(verb)
          ? `${verb}es`
          : /[^aeiou]y$/.test(verb)
            ? `${verb.slice(0, -1)}ies`
            : `${verb}s`;

/** "We build X" → "Acme builds X", "Our goal is X" → "Acme’s goal is X"; null when the rest still speaks as "we" or "you". */
function inThirdPerson(text: string, company: string): { text: string; claim: string } | null {
  const m =
    /^(We[’']re|We are|We[’']ve|We have|We|Our)\s+((?:also|now|currently|recently|already|still|only|even|often|just)\s+)?([a-z]+)(.*)$/.exec(
      text,
    );
  if (!m) return null;
  const [, subject, adverb = '', verb, rest] = m as unknown as [string, string, string | undefined, string, string];
  const word = subject === 'We' ? `${adverb}${thirdPerson(verb)}` : `${adverb}${verb}`;
  // "We screen X and pass Y" would need every verb conjugated: quoted instead.
  if (PERSONAL.test(`${word}${rest}`) || (subject === 'We' && /\band\b/.test(rest))) return null;
  const possessive = /s$/.test(company) ? `${company}’` : `${company}’s`;
  const lead = /re|are/.test(subject)
    ? `${company} is ${word}`
    : /ve|have/.test(subject)
      ? `${company} has ${word}`
      : subject === 'Our'
        ? `${possessive} ${word}`
        : `${company} ${word}`;
  return { text: `${lead}${rest}`, claim: `${adverb}${verb}${rest}` };
}

/**
 * The most specific usable sentence of the description: 6–24 words (cut at a clause), preferring one
 * with a figure, with customers or backers, about the company by name or as "we", early in the text;
 * not a question, an exclamation or a sentence addressed to the reader.
 */
export function factFrom(notes: string, company: string): Fact | null {
  const first = company.split(/\s+/)[0]!.toLowerCase();
  const sentences = notes.trim().split(/(?<=[.!?])\s+(?=[A-Z“"‘(])/);
  // A description cut off mid-sentence (no closing punctuation) loses its last, unfinished sentence.
  if (!/[.!?”")]$/.test(notes.trim())) sentences.pop();
  const scored = sentences
    .map((sentence, index) => {
      const text = /[?!]$/.test(sentence.trim()) ? null : clause(sentence.trim());
      // not a link, a list or a cut-off line
      if (
        !text ||
        /https?:|www\.|:\s*\d\.?$/.test(text) ||
        !/^[A-Z“"‘(]/.test(text) ||
        text.split(/\s+/).length < 6 ||
        (text.match(/\(/g)?.length ?? 0) !== (text.match(/\)/g)?.length ?? 0) ||
        /[“"]/.test(text)
      )
        return null;
      const named = text.toLowerCase().startsWith(first);
      const we = /^(?:We|Our)\b/.test(text);
      let score = (named ? 3 : 0) + (we ? 2 : 0) + (/\d/.test(text) ? 2 : 0) + (index === 0 ? 1 : 0);
      if (/\b(?:used by|customers|companies like|trusted by|backed by)\b/i.test(text)) score += 1;
      // addressed to the reader, or about something named in an earlier sentence
      if (
        /^(?:If|You|Your|Please|It|This|That|These|They|Their)\b/.test(text) ||
        /\b(?:this|these|those)\b/.test(text) ||
        /\b(?:hiring|apply|reach out|please)\b/i.test(text)
      )
        score -= 3;
      return { text, named, we, score, index };
    })
    .filter((s) => s !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = scored[0];
  if (!best) return null;
  // "MedPiper, a data platform that …" has no verb of its own after the name: quoted, not retold.
  if (best.named && !PERSONAL.test(best.text) && !/^\S+(?:\s+\S+)?,/.test(best.text))
    return { text: best.text, claim: best.text, quoted: false };
  const converted = best.we ? inThirdPerson(best.text, company) : null;
  if (converted) return { ...converted, quoted: false };
  return { text: best.text, claim: best.text.replace(/^(?:We[’']re|We are|We|Our)\s+/, ''), quoted: true };
}

/** The opener for a fact, in one of three phrasings. */
export function openerFor(fact: Fact, variant: number, company: string): string {
  if (!fact.quoted) return `${['I read that', 'Saw that', 'Noticed that'][variant % 3]} ${fact.text}.`;
  return [
    `I was reading about ${company}: “${fact.text}.”`,
    `This line about ${company} stuck with me: “${fact.text}.”`,
    `Reading about ${company}, this stood out: “${fact.text}.”`,
  ][variant % 3]!;
}
