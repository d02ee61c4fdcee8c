/**
 * Numbers in free text, normalised so a claim and a field can be compared by value (grounding, DESIGN.md
 * §3: "every number … in it appears in that field's text").
 *
 * What counts as a number, and its value:
 * - digits with optional thousands commas and decimals: `1,000` = `1000`, `2.5`; a European `1.000`
 *   reads as 1 (English text only, like the rest of the offline path);
 * - a multiplier right after the digits, alone or spaced: `k`/`thousand` ×1e3, `m`/`mm`/`million` ×1e6,
 *   `b`/`bn`/`billion` ×1e9, `t`/`trillion` ×1e12 — so `1k` = `1,000`, `$2M` = `2 million`;
 *   `5000mAh` is 5000 (a unit, not a multiplier, because a letter follows);
 * - number words two … ninety, `dozen`, and `hundred`/`thousand`/`million`/`billion` alone or after
 *   one of them or `a` (`three` = 3, `a million` = 1e6, `thousands of` = 1,000). `one` is left out on
 *   purpose: it is more often a pronoun ("one of the …") than a count;
 * - digits glued to a preceding letter belong to a name, not a number: `B2B`, `Web3`, `W21` are checked
 *   as proper nouns instead (proper-nouns.ts); `GPT-4` is the name `GPT` and the number 4.
 *
 * Kind: `percent` (`%`, `percent`, `per cent`, `pct`), `currency` (`$ € £ ¥ ₹` before, or `USD`, `EUR`,
 * `GBP`, `dollars`, `euros` after), else `plain`. Years (`2021`), ranges (`10–20` → 10 and 20), ordinals
 * (`3rd` → 3) and ratios (`24/7`) are plain numbers.
 */
export type NumberKind = 'plain' | 'percent' | 'currency';
export type NumberMention = { value: number; kind: NumberKind; text: string };

const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  t: 1e12,
  trillion: 1e12,
  trillions: 1e12,
};

const DIGITS =
  /(?<![\p{L}\d.,])(?<cur>[$€£¥₹]\s?)?(?<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?<mult>k|mm|m|bn|b|t|thousand|million|billion|trillion)(?!\p{L}))?(?<after>\s?(?:%|percent\b|per cent\b|pct\b|usd\b|eur\b|gbp\b|dollars?\b|euros?\b))?/giu;

const UNITS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const WORD_NUMBER =
  /(?<!\d\s*)\b(?:(?<unit>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a)\s+)?(?<big>hundreds?|thousands?|millions?|billions?|trillions?)\b|\b(?<alone>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b(?!\s+(?:hundreds?|thousands?|millions?|billions?|trillions?)\b)/giu;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function kindOf(cur: string | undefined, after: string | undefined): NumberKind {
  const a = after?.trim().toLowerCase() ?? '';
  if (a === '%' || a.startsWith('per') || a === 'pct') return 'percent';
  if (cur || a) return 'currency';
  return 'plain';
}

/** Every number in the text, with its value and kind (see the module comment). */
export function numbersIn(text: string): NumberMention[] {
  const found: NumberMention[] = [];
  for (const m of text
    .replace(/[™®©℠]/gu, ' ')
    .normalize('NFKC')
    .matchAll(DIGITS)) {
    const g = m.groups ?? {};
    const base = Number((g.num ?? '').replace(/,/g, ''));
    if (!Number.isFinite(base)) continue;
    const mult = g.mult ? (MULTIPLIER[g.mult.toLowerCase()] ?? 1) : 1;
    found.push({ value: round(base * mult), kind: kindOf(g.cur, g.after), text: m[0].trim() });
  }
  for (const m of text.matchAll(WORD_NUMBER)) {
    const g = m.groups ?? {};
    if (g.alone) found.push({ value: UNITS[g.alone.toLowerCase()] ?? 0, kind: 'plain', text: m[0] });
    else if (g.big) {
      const big = MULTIPLIER[g.big.toLowerCase()] ?? (g.big.toLowerCase().startsWith('hundred') ? 100 : 1);
      const unit = g.unit && g.unit.toLowerCase() !== 'a' ? (UNITS[g.unit.toLowerCase()] ?? 1) : 1;
      found.push({ value: round(unit * big), kind: 'plain', text: m[0] });
    }
  }
  return found;
}

/**
 * Whether a number in a claim is the same as one in a field: equal values, and the same kind unless
 * the claim's is plain (a claim may drop the `%` or `$` the field has, never add one).
 */
export const sameNumber = (claim: NumberMention, field: NumberMention) =>
  claim.value === field.value && (claim.kind === 'plain' || claim.kind === field.kind);
