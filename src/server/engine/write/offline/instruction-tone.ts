import type { Brief } from '#shared/brief.ts';
import { contract, expand } from './contractions.ts';
import type { DraftText } from './instruction-draft.ts';
import { escapeRegExp } from './regexp.ts';

/**
 * "More casual" and "more formal" on a written draft: the greeting, the sentences and the sign-off
 * word change register; the facts about the prospect do not (each claim of `factsUsed` is masked while
 * the rules run, as the composer's own formal tone never touches extracted facts, docs/decisions/012),
 * so the grounding check sees the same claims.
 * - casual: `Hi`/`Hello`/`Dear <Name>,` → `Hey <Name>,`; contractions (`I am` → `I’m`, contractions.ts);
 *   stiff phrases out (`I would be glad to` → `Happy to`, `Would you be open to` → `Open to`,
 *   `at your earliest convenience` → `when you can`, "I hope this finds you well" dropped);
 *   `Kind regards,` → `Cheers,`.
 * - formal: `Hey`/`Hi <Name>,` → `Dear <Name>,` when the brief's tone is formal, else `Hello <Name>,`;
 *   contractions spelled out; clipped asks in full (`Open to X?` → `Would you be open to X?`, `Worth X?` →
 *   `Would X be worthwhile?`); `Cheers,`/`Thanks,` → `Kind regards,`, `Best,` → `Best regards,`.
 * The phrases are the ones the composer's tones write (closers.ts) and the stiff ones cold-e-mail
 * guides tell writers to cut ("I hope this finds you well", "at your earliest convenience").
 */
export type Register = 'casual' | 'formal';

type Rule = readonly [RegExp, string];

const CASUAL: readonly Rule[] = [
  [/^I hope (?:this|my) (?:e-?mail|message|note) finds you well[.!]?$/i, ''],
  [/\bat your earliest convenience\b/gi, 'when you can'],
  [/\b([Pp])lease do not hesitate to\b/g, '$1lease feel free to'],
  [/^Please let me know\b/, 'Let me know'],
  [/^I (?:would|’d|'d) be (?:glad|happy|delighted|pleased) to\b/, 'Happy to'],
  [/^Would you be open to\b/, 'Open to'],
  [/^Would you (?:be willing|like) to\b/, 'Want to'],
  [/^(?:Furthermore|In addition|Additionally|Moreover),/, 'Also,'],
  [/\bregarding\b/g, 'about'],
  [/\butili[sz](e|es|ed|ing)\b/g, 'us$1'],
  [/\bassist\b/g, 'help'],
];
const FORMAL: readonly Rule[] = [
  [/^(?:Open to|Up for) (.+)\?$/, 'Would you be open to $1?'],
  [/^(?:Want|Keen) to (.+)\?$/, 'Would you like to $1?'],
  [/^Worth (.+)\?$/, 'Would $1 be worthwhile?'],
  [/^Happy to\b/, 'I would be glad to'],
  [/^Also,/, 'In addition,'],
];
const SIGN_OFFS: Record<Register, readonly Rule[]> = {
  casual: [[/^(?:kind regards|best regards|warm regards|regards|sincerely|yours sincerely|yours)\s*,?$/i, 'Cheers,']],
  formal: [
    [/^(?:cheers|thanks|thank you|talk soon|speak soon)\s*[,.!]?$/i, 'Kind regards,'],
    [/^best\s*,?$/i, 'Best regards,'],
  ],
};

const applyRules = (text: string, rules: readonly Rule[]) => rules.reduce((t, [re, to]) => t.replace(re, to), text);

/** Runs `fn` on `text` with every claim replaced by a placeholder, so the rules cannot touch a fact. */
function masked(text: string, claims: readonly string[], fn: (t: string) => string): string {
  const used = claims.filter((c) => c.trim() && text.includes(c)).sort((a, b) => b.length - a.length);
  if (used.length === 0) return fn(text);
  // One pass, longest claim first, so a short claim never matches inside a longer one's placeholder.
  const any = new RegExp(used.map(escapeRegExp).join('|'), 'g');
  const out = fn(text.replace(any, (m) => `\uE000${used.indexOf(m)}\uE001`));
  return out.replace(/\uE000(\d+)\uE001/g, (_, i: string) => used[Number(i)]!);
}

function greetingIn(register: Register, greeting: string, tone: Brief['tone']): string {
  const m = /^(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)\b\s*)?(.*?)\s*,$/i.exec(greeting);
  const name = m?.[1] && !/^there$/i.test(m[1]) ? m[1] : null;
  if (register === 'casual') return name ? `Hey ${name},` : 'Hey there,';
  if (/^(?:dear|hello)\b/i.test(greeting) && !(tone === 'formal' && /^hello\s+\S/i.test(greeting))) return greeting;
  return name ? `${tone === 'formal' ? 'Dear' : 'Hello'} ${name},` : 'Hello,';
}

/** The draft in the other register (see the module comment); `claims` are the draft's facts, left as written. */
export function restyle(
  draft: DraftText,
  register: Register,
  { tone, claims }: { tone: Brief['tone']; claims: readonly string[] },
): DraftText {
  const sentence = (t: string) =>
    register === 'casual' ? contract(applyRules(t, CASUAL)) : applyRules(expand(t), FORMAL);
  const sentences = draft.sentences
    .map((s) => (s.role === 'keep' ? s : { ...s, text: masked(s.text, claims, sentence) }))
    .filter((s) => s.text.trim());
  const [signOff, ...after] = draft.closing;
  const closing = signOff
    ? [signOff.replace(/^[^\n]*/, (line) => applyRules(line.trim(), SIGN_OFFS[register])), ...after]
    : [];
  return {
    ...draft,
    greeting: draft.greeting ? greetingIn(register, draft.greeting, tone) : null,
    sentences,
    closing,
  };
}
