import type { Brief } from '#shared/brief.ts';
import { SUBJECT_MAX_WORDS, SUBJECT_MIN_WORDS, wordLimit } from '../language/index.ts';

/**
 * Cold-e-mail practice as the system prompt states it (DESIGN.md §3). Sources of the
 * numbers (language/lengths.ts, which the draft flags check too): the brief's `lengthWords` (default 90,
 * see brief.ts for its source); follow-ups are shorter, at most FOLLOW_UP_WORDS (60, the offline
 * composer's figure, so both paths aim at one length); a subject of 2–5 words (the same bounds as
 * offline/subjects.ts).
 */

/** The tone the brief asks for, as the prompt describes it. */
export const toneGuide: Record<Brief['tone'], string> = {
  friendly: 'warm and human, contractions welcome, no gushing',
  formal: 'courteous and precise, no contractions or slang',
  direct: 'short sentences, get to the point in the first two lines',
  casual: 'relaxed, like a note to a peer, still professional',
};

export function practiceRules(brief: Brief, step: number): string {
  return `# Rules
- Length: at most ${wordLimit(brief, step)} words in the body, greeting and sign-off included. Shorter is better.
- Plain text only: no Markdown, no HTML, no bullet symbols, no emoji, no links unless the brief gives one.
- Exactly one ask, the call to action, near the end. No second question, no list of options.
- Open with something specific to this prospect, taken from <prospect_data>. Never open with pleasantries such as "I hope this finds you well", "I hope you are doing well" or "My name is".
- Never invent prior contact: no "following up on our call", "as we discussed", "great to meet you", "thanks for your reply" or anything implying a meeting, call, reply or connection that did not happen.
- Every personal or company detail must come from <prospect_data>. Do not invent numbers, names, places, funding, hiring, news, tools or achievements. Do not guess what their website or posts say.
- List each such detail in factsUsed: the claim as written in the e-mail and the exact key in <prospect_data> it came from (e.g. "notes", "title", or a custom column header exactly as given).
- If the data holds nothing specific, open with a relevant, non-personal observation about their role or industry instead of inventing one, and leave factsUsed short or empty.
- Claims about the sender's product come only from the brief; cite proof points as written.
- Subject: ${SUBJECT_MIN_WORDS} to ${SUBJECT_MAX_WORDS} words, about what the body says; no "Re:" or "Fwd:" on a first e-mail, no clickbait.
- The opener is the first sentence after the greeting, and the body repeats it word for word.
- Sign off with the sender's name.`;
}

export function stepRules(brief: Brief, step: number): string {
  if (step <= 1) {
    return `# Sequence step 1 of ${brief.steps}: the first touch
The prospect has never heard from the sender. Introduce the reason for writing through their specifics, connect it to the offer in one or two sentences, then ask.`;
  }
  const days = brief.followUpDays[step - 2];
  const delay = days
    ? `${days} day${days === 1 ? '' : 's'} after the previous e-mail`
    : 'a few days after the previous e-mail';
  return `# Sequence step ${step} of ${Math.max(brief.steps, step)}: follow-up ${step - 1}, sent ${delay}
The prospect did not reply to the sender's earlier e-mail${step > 2 ? 's' : ''}. You may refer to "my last note" (the sender's own earlier e-mail) but never to a reply, call or meeting.
- Take a new angle: a different value proposition or proof point than a first e-mail would lead with; do not repeat the first e-mail's opener.
- Keep it short: at most ${wordLimit(brief, step)} words, two or three sentences and the ask.
- No guilt-tripping ("just bumping this", "did you see my e-mail?").${step === 4 ? '\n- This is the last e-mail of the sequence: close the loop politely and leave the door open.' : ''}`;
}
