import type { ScoreCriterion } from '#shared/emails.ts';
import { evidenceOf } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Call to action: one low-friction ask. Gong (304,174 cold e-mails, 2021): an interest question ("Is this
 * a priority?") got 12 % replies against 7 % for a meeting ask; RUBRIC.md (edit): "a high-friction call
 * to action (a 30-minute meeting, a calendar link) where an interest question would do; several asks in
 * one e-mail". Ranked: interest question > short call (≤ 20 minutes, passes) > calendar link or a
 * meeting of 30 minutes or more (warn); three or more questions, or a question plus two other requests,
 * warn; no ask at all warns.
 */
const CALENDAR =
  /\b(?:calendly\.com|cal\.com|savvycal|hubspot\.com\/meetings|chili ?piper|on my calendar|my calendar|book (?:a|some) (?:time|slot|meeting)|pick a (?:time|slot))\b|calendly/i;
const LONG_MEETING = /\b(?:(?:[3-9]\d|\d{3})[- ]?(?:minutes?|mins?)|an? hour|one hour|\d+[- ]?hours?|half an hour)\b/i;
const REQUEST =
  /\b(?:let me know|reply|send me|share|could you|can you|would you|are you|is (?:that|this|it)|do you|worth|open to|interested|want to|should I|happy to)\b/i;

export function callToActionCriterion(input: ScoreInput): ScoreCriterion {
  const { prose, sentences } = evidenceOf(input).parts;
  const questions = sentences.filter((s) => /\?/.test(s));
  if (CALENDAR.test(prose))
    return criterion('call_to_action', 'warn', 'Asks for a calendar booking; an interest question gets more replies');
  const ask = questions.at(-1) ?? sentences.at(-1) ?? '';
  if (LONG_MEETING.test(ask))
    return criterion('call_to_action', 'warn', `A long meeting ask (“${ask}”); an interest question gets more replies`);
  if (questions.length >= 3) return criterion('call_to_action', 'warn', `${questions.length} questions: ask one thing`);
  if (questions.length === 0 && !sentences.some((s) => REQUEST.test(s)))
    return criterion('call_to_action', 'warn', 'No ask: give the reader one easy thing to answer');
  const meeting = /\b(?:call|chat|meeting|demo|meet)\b/i.test(ask);
  return criterion(
    'call_to_action',
    'pass',
    meeting ? `A short call ask: “${ask}”` : `One interest question: “${ask}”`,
  );
}
