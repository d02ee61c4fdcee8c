import type { ScoreCriterion } from '#shared/emails.ts';
import { placeName, suspiciousValue } from '../../rows/index.ts';
import { displayCompany, displayName, isCommonWord, tag, wordKey } from '../../language/index.ts';
import { evidenceOf } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Identity: the e-mail names the right person and company, and no broken value reaches the reader.
 * Any of these fails (dont_send; RUBRIC.md "Wrong identity"):
 * - the greeting's name is not the row's first name (`Hi Brian` to Ben; `Hi None`);
 * - a placeholder left in the subject or body: an unfilled merge field (`{{first_name}}`, except the
 *   brief's own opt-out and template fields, which the sending tool fills), a bracket placeholder
 *   (`[Company]`, `[First Name]`), a null-like word standing for a value (`None`, `null`, `undefined`,
 *   `N/A`, `NaN`), or a spreadsheet formula (`=HYPERLINK(…)`; OWASP "CSV Injection");
 * - a company field that is not a name (rows/suspicious-value.ts: a formula, a placeholder, a note) used in
 *   the text;
 * - a location field that is not a place (rows/suspicious-value.ts placeName: a note, an address,
 *   "Worldwide", "No physical offices") used as one in the text (not the company's own name in it);
 * - a location field that runs several places together ("Philadelphia, PA Wall, NJ Milkwaukee, WI": a
 *   region code, then the next place without a separator) pasted whole into the text;
 * - the company's name with its capitals changed where the row's are deliberate ("Dscribe Ai" for
 *   "dScribe AI", "Github" for "GitHub"): a merge that title-cased a brand. A row in all capitals or all
 *   lower case has no deliberate capitals and may be written either way;
 * - a greeting that writes the first name in lower case or capitals ("Hi carlos");
 * - a field cut off mid-word by its export ("…, and mak") pasted into the text with its cut;
 * - a sentence of the row written without its last word when that word completes its meaning ("BeeBettor
 *   makes sports betting." for "…makes sports betting simple."): the readers' "meaning-changing cut";
 * - an empty merge field's trace: "With  employees" (two spaces where a value was), "at , we".
 */
const NULL_WORD = /(?<![\p{L}\p{N}])(?:None|null|NULL|undefined|N\/A|NaN|nil)(?![\p{L}\p{N}])/u;
const BRACKET = /\[(?:first|last|full|company|your|prospect|contact|name|title|city|industry|insert)[^\]\n]{0,30}\]/i;
const FORMULA = /(?:^|[\s'"(‘“])=[A-Za-z]{2,}/;
const MERGE_FIELD = /\{\{\s*([^{}]{1,100}?)\s*\}\}/g;

function greetingProblem(input: ScoreInput): string | null {
  const { greetingName } = evidenceOf(input).parts;
  if (!greetingName) return null;
  if (NULL_WORD.test(greetingName) || /[{}[\]=]/.test(greetingName))
    return `Greets “${greetingName}”: a broken name field`;
  const first = input.prospect.firstName?.trim();
  if (!first || NULL_WORD.test(first)) return null;
  const word = greetingName.split(/\s+/)[0]!;
  const own = displayName(first).split(/\s+/)[0]!;
  if (wordKey(word) !== wordKey(own)) return `Greets “${greetingName}”; the row’s first name is “${first}”`;
  // "Hi carlos", "Hi CARLOS": the merge kept a cell's case that a person would not write.
  const wrongCase = word !== own && word.length > 1 && (word === word.toLowerCase() || word === word.toUpperCase());
  return wrongCase ? `Greets “${word}”; the name is “${own}”` : null;
}

function placeholderProblem(input: ScoreInput): string | null {
  const text = `${input.subject}\n${input.body}`;
  const allowed = new Set([...(input.brief.template ?? '').matchAll(MERGE_FIELD)].map((m) => m[1]!.toLowerCase()));
  const merge = [...text.matchAll(MERGE_FIELD)].find(
    (m) => !allowed.has(m[1]!.toLowerCase()) && !/^(?:unsubscribe|unsub|opt_?out)/i.test(m[1]!),
  );
  if (merge) return `Unfilled merge field ${merge[0]}`;
  const bracket = BRACKET.exec(text);
  if (bracket) return `Placeholder ${bracket[0]} left in`;
  if (FORMULA.test(text)) return 'A spreadsheet formula (=HYPERLINK…) stands where a name belongs';
  const prose = `${input.subject}\n${evidenceOf(input).parts.prose}`;
  const nullWord = NULL_WORD.exec(prose);
  if (nullWord) return `“${nullWord[0]}” stands where a value belongs`;
  const empty = EMPTY_SLOT.exec(prose);
  if (empty) return `An empty merge field: “${empty[0].trim()}”`;
  return null;
}

/**
 * An empty merge field's trace: two spaces between words inside a line ("With  employees using …"), or a
 * preposition straight before punctuation ("at , we"): the value that stood there was blank. After a
 * full stop two spaces are a typist's habit, not a gap, so only a letter before them counts.
 */
const EMPTY_SLOT = /\S*\p{L}[ \t]{2,}\p{L}\S*|\b(?:at|in|for|with|from|of|to)\s+[,.;:](?=\s|$)/u;

/** "PA Wall, NJ": a two-letter region code straight followed by the next place's name. */
const RUN_TOGETHER = /,\s*\p{Lu}{2}\s+\p{Lu}\p{Ll}+/u;

function locationProblem(input: ScoreInput): string | null {
  const location = input.prospect.location?.trim();
  if (location && RUN_TOGETHER.test(location)) {
    const pasted = location.replace(/[.\s]+$/, '');
    if (`${input.subject}\n${evidenceOf(input).parts.prose}`.includes(pasted))
      return `Pastes the location field “${pasted}”, several places run together`;
  }
  // rows/suspicious-value.ts decides what a sentence may call a place (placeName); anything else is a note,
  // an address, a list of offices or a way of working ("Remote", "Worldwide").
  if (!location || placeName(location) !== null) return null;
  const text = `${input.subject}\n${evidenceOf(input).parts.prose}`;
  const segments = location
    .split(/[,;\n•·|]|\s-\s/)
    .map((s) => s.replace(/^[-–\s]+|[.\s]+$/g, '').trim())
    .filter((s) => /\p{L}{3}/u.test(s));
  // Used as a place: "the team in Worldwide", "all is well in None". "A remote team" is not a place.
  // A segment that is the company's own name ("at Estately") names the company, not a place.
  const company = input.prospect.company?.trim().toLowerCase();
  const used = segments
    .filter((s) => s.toLowerCase() !== company)
    .find((s) =>
      new RegExp(`\\b(?:in|from|at|near|around)\\s+${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(
        text,
      ),
    );
  return used ? `Uses the location field “${used}”, which is not a place` : null;
}

/** The row's company written with other capitals, where the row's capitals are a brand's own (see the module notes). */
function casingProblem(input: ScoreInput): string | null {
  const company = input.prospect.company ? displayCompany(input.prospect.company) : '';
  const deliberate = /\p{Ll}\p{Lu}/u.test(company) || /(?:^|\s)\p{Lu}{2,4}(?:\s|$)/u.test(company);
  if (!company || !deliberate || company === company.toUpperCase()) return null;
  const text = `${input.subject}\n${evidenceOf(input).parts.prose}`;
  const escaped = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const written = [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'))].map(
    (m) => m[0],
  );
  const wrong = written.find((w) => w !== company);
  return wrong ? `Writes the company “${wrong}”; the row has “${company}”` : null;
}

/** The row's free-text values: its notes and every field. */
const rowValues = (input: ScoreInput) => [input.prospect.notes, ...Object.values(input.prospect.fields ?? {})];

/**
 * A row value cut off mid-word by its export or scrape (it ends on a stub of two to four letters that is
 * no English word, with no closing punctuation: "…, stay compliant, and mak") whose last six words the
 * text repeats.
 */
function cutFieldProblem(input: ScoreInput): string | null {
  const text = `${input.subject}\n${evidenceOf(input).parts.prose}`;
  for (const value of rowValues(input)) {
    const v = value?.trim();
    // A cut leaves a short stub ("mak", "coun"); a longer unlisted word is more likely a rare one ("payors").
    const last = v && /(?<![\p{L}'’])(\p{Ll}{2,4})$/u.exec(v)?.[1];
    if (!v || !last || isCommonWord(last)) continue;
    const tail = v.split(/\s+/).slice(-6).join(' ');
    if (tail.split(' ').length >= 6 && text.includes(tail)) return `Pastes a field cut off mid-word: “…${tail}”`;
  }
  return null;
}

/**
 * A sentence of the row written up to, but without, its last word when that word is an adjective or an
 * adverb (an object complement or a manner: "makes sports betting simple", "ships orders faster"), and the
 * e-mail's sentence ends there: the cut says something else than the row.
 */
function cutSentenceProblem(input: ScoreInput): string | null {
  const prose = evidenceOf(input).parts.prose;
  for (const value of rowValues(input)) {
    for (const sentence of (value ?? '').split(/(?<=[.!?])\s+/)) {
      const words = sentence.replace(/[.!?]+$/u, '').split(/\s+/);
      if (words.length < 4) continue;
      const head = words.slice(-4, -1).join(' ');
      const last = words.at(-1)!;
      // The cheap test first: the e-mail ends a sentence where the row's goes on by one word.
      if (!prose.includes(`${head}.`) || !/^\p{L}+$/u.test(last)) continue;
      if (
        /^(?:ADJ|ADV)$/.test(
          tag(sentence)
            .filter((t) => t.pos !== 'PUNCT')
            .at(-1)?.pos ?? '',
        )
      )
        return `Cuts the row’s sentence before its last word: “…${head}.” for “…${head} ${last}.”`;
    }
  }
  return null;
}

/** A company field that is not a name (a formula, a placeholder, a note) used in the text. */
function companyProblem(input: ScoreInput): string | null {
  const company = input.prospect.company?.trim();
  const suspicion = company ? suspiciousValue('company', company) : null;
  if (!company || !suspicion) return null;
  const text = `${input.subject}\n${evidenceOf(input).parts.prose}`;
  const head = company.replace(/^['"=+@]+/, '').split(/[\s(]/)[0]!;
  return head.length > 1 && text.includes(head) ? `Uses the company field “${company}”: ${suspicion.reason}` : null;
}

export function identityCriterion(input: ScoreInput): ScoreCriterion {
  const problems = [
    greetingProblem(input),
    placeholderProblem(input),
    companyProblem(input),
    casingProblem(input),
    cutFieldProblem(input),
    cutSentenceProblem(input),
    locationProblem(input),
  ].filter((p): p is string => p !== null);
  if (problems.length > 0) return criterion('identity', 'fail', problems.join('; '));
  return criterion('identity', 'pass', 'Names, company and place match the row');
}
