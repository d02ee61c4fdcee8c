import { Parser } from 'htmlparser2';
import { standardFields, type ProspectData, type StandardField } from '#shared/prospects.ts';

/**
 * Prospect fields are plain text: a cell that holds HTML or other markup (`<script>…</script>`,
 * `<img src=x onerror=…>`, `<a href="…">Acme</a>`, `<b>Jane</b>`, `<!-- -->`) must never reach a
 * draft, a prompt or a sending tool as markup (OWASP XSS Prevention Cheat Sheet: treat untrusted data
 * as text; a draft is pasted into mail clients and tools that render HTML). The markup is dropped and
 * the text a reader would see is kept; `<script>` and `<style>` contents, which no reader sees, go
 * too. Parsing is htmlparser2's (the WHATWG-tolerant tokenizer), never a regular expression.
 */

/** Elements whose text is code or styling, not content: dropped with their tags. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
/** Inline elements: their text joins its neighbours without a space (`<b>Ac</b>me` → `Acme`). */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'em', 'i', 'kbd', 'mark', 'q', 's', 'small']);
for (const name of ['span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'font']) INLINE.add(name);

/** The text of one parse of `value`: entities decoded or not; whether any tag, comment or directive was seen. */
function textOf(value: string, decodeEntities: boolean): { text: string; tags: boolean } {
  let text = '';
  let hidden = 0;
  let tags = false;
  const boundary = (name: string) => {
    tags = true;
    if (!INLINE.has(name)) text += ' ';
  };
  const parser = new Parser(
    {
      onopentagname: (name) => {
        boundary(name);
        if (HIDDEN.has(name)) hidden++;
      },
      onclosetag: (name) => {
        boundary(name);
        if (HIDDEN.has(name) && hidden > 0) hidden--;
      },
      ontext: (data) => {
        if (hidden === 0) text += data;
      },
      oncomment: () => (tags = true),
      oncdatastart: () => (tags = true),
      onprocessinginstruction: () => (tags = true),
    },
    { decodeEntities },
  );
  parser.end(value);
  return { text, tags };
}

/** At most this many passes: each one shortens the text, but a crafted value should not loop long. */
const MAX_PASSES = 8;

/**
 * @param value - one field's text, e.g. `<b>Jane</b>`
 * @returns the text without its markup, whitespace collapsed (`Jane`; `''` for `<img onerror=…>`), or
 *   null when `value` holds no markup (it is then left exactly as it was, entities included: `AT&amp;T`
 *   without tags is someone's text). Entities are decoded only in a value that had markup, and the
 *   result is parsed again, so `<b>&lt;script&gt;</b>` cannot turn into a tag.
 */
export function stripMarkup(value: string): string | null {
  if (!value.includes('<')) return null;
  let current = value;
  let changed = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // A stray `</x>` fires no callback, so markup is also told by the raw text differing from the value.
    const raw = textOf(current, false);
    if (!raw.tags && raw.text === current) break;
    changed = true;
    current = textOf(current, true).text.replace(/\s+/g, ' ').trim();
    if (pass === MAX_PASSES - 1) current = current.replace(/[<>]/g, '');
  }
  return changed ? current : null;
}

/** One field whose markup was removed: `field` is a standard field or a custom column's name. */
export type MarkupFinding = { field: string; reason: string };

const fieldLabel: Partial<Record<StandardField, string>> = {
  firstName: 'first name',
  lastName: 'last name',
  title: 'job title',
  linkedinUrl: 'LinkedIn URL',
};

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
};

/**
 * The finding for one field whose markup was removed. Its reason quotes what was kept, never the markup
 * itself, which would otherwise travel on in the flag (the import answer, the prospect, exports).
 * @param field - a standard field (`company`) or a custom column's name (`hook`)
 * @param after - the text kept (stripMarkup's result): `first name held HTML markup, removed (kept "Sara")`
 */
export function markupFinding(field: string, after: string): MarkupFinding {
  const label = fieldLabel[field as StandardField] ?? field;
  const kept = after === '' ? 'nothing left' : `kept "${excerpt(after)}"`;
  return { field, reason: `${label} held HTML markup, removed (${kept})` };
}

/**
 * A prospect's data with the markup removed from every standard field and custom column (a field left
 * empty becomes null; an empty custom column is left out, as an import leaves empty cells out), and one
 * finding per field changed, e.g. `{field: 'company', reason: 'company held HTML markup, removed (kept
 * "Acme")'}`. The row is then flagged `suspicious_value` (#shared/prospects.ts) with these reasons.
 * The import strips each cell itself (features/prospects/import/candidate.ts); this is for a prospect
 * that comes whole (`POST /api/v1/personalize`).
 */
export function withoutMarkup<T extends ProspectData>(data: T): { data: T; findings: MarkupFinding[] } {
  const findings: MarkupFinding[] = [];
  const clean = { ...data };
  for (const field of standardFields) {
    const value = data[field];
    const stripped = value ? stripMarkup(value) : null;
    if (stripped === null) continue;
    clean[field] = stripped === '' ? null : stripped;
    findings.push(markupFinding(field, stripped));
  }
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(data.fields)) {
    const stripped = stripMarkup(value);
    if (stripped !== null) findings.push(markupFinding(name, stripped));
    if ((stripped ?? value) !== '') fields.push([name, stripped ?? value]);
  }
  clean.fields = Object.fromEntries(fields);
  return { data: clean, findings };
}
