import type { Brief } from '#shared/brief.ts';
import { expand } from './contractions.ts';
import type { DraftText } from './instruction-draft.ts';

/**
 * "No question": the call to action becomes a statement offer, and any other question goes. The ask
 * keeps what it offered, as the composer's asks are built (closers.ts: `Open to {x}?`, `Want to {v}?`):
 * - an offered thing (`Worth a 15-minute call next week?`, `Would a short call work for you?`) →
 *   `Happy to set up a 15-minute call next week if it’s useful.` (`share` for what is not a meeting:
 *   `Happy to share a short case study if it’s useful.`);
 * - something the reader would do (`Would you like to see how it works?`) → `If you’d like to see how it
 *   works, just reply.`;
 * - something the sender would do (`Can I send you a short overview?`) → `Happy to send you a short
 *   overview if it’s useful.`;
 * - anything else (`Is month-end close a priority right now?`) → `Happy to share more if it’s useful.`
 * No figure or benefit is added that the ask did not have. A formal brief gets the statement without
 * contractions.
 */
const THING =
  /^(?:would you be open to|are you open to|open to|would you be up for|up for|any interest in|worth|how about|what about|fancy|keen on|would|might|could)\s+((?:a|an|the|some|one|another|\d+)\b.+?)(?:\s+(?:work for you|work|be possible|be useful|be helpful|be worth it|be worthwhile|be of interest|make sense|help|interest you))?$/i;
const READER_DOES = /^(?:would you like to|do you want to|want to|keen to|would you be willing to|care to)\s+(.+)$/i;
const SENDER_DOES = /^(?:shall we|can we|could we|can i|could i|may i|shall i)\s+(.+)$/i;
const MEETING = /\b(?:call|chat|meeting|demo|walkthrough|walk-through|conversation|intro|session|minutes?)\b/i;
const FALLBACK = 'Happy to share more if it’s useful.';

/** The statement an ask becomes (see the module comment). */
export function statementOf(question: string, tone: Brief['tone'] = 'friendly'): string {
  const q = question.trim().replace(/\?+$/u, '').trim();
  let out = FALLBACK;
  const thing = THING.exec(q);
  const reader = READER_DOES.exec(q);
  const sender = SENDER_DOES.exec(q);
  if (reader) out = `If you’d like to ${reader[1]}, just reply.`;
  else if (sender) out = `Happy to ${sender[1]} if it’s useful.`;
  else if (thing) out = `Happy to ${MEETING.test(thing[1]!) ? 'set up' : 'share'} ${thing[1]} if it’s useful.`;
  return tone === 'formal' ? expand(out) : out;
}

/** The draft without questions: the ask as a statement, other questions dropped (a merge-field line stays). */
export function withoutQuestions(draft: DraftText, tone: Brief['tone']): DraftText {
  const seen = new Set<string>();
  const sentences = draft.sentences.flatMap((s) => {
    if (!s.text.endsWith('?') || s.role === 'keep') return [s];
    if (s.role === 'extra') return [];
    const text = statementOf(s.text, tone);
    if (seen.has(text)) return [];
    seen.add(text);
    return [{ ...s, text }];
  });
  return { ...draft, sentences };
}
