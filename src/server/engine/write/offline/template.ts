import { renderMergeFields, type MergeResult } from '../merge-fields.ts';
import type { ComposeContext, Fact } from './compose-context.ts';

/**
 * A brief with a `template` (first step only; follow-ups are composed): the template is the e-mail,
 * its merge fields filled from the prospect (write/merge-fields.ts), plus the composer's opener. The opener
 * goes where the template asks for it — `{{opener}}`, or the names sending tools use for the same slot,
 * `{{personalization}}`, `{{icebreaker}}`, `{{personalized_line}}` — or else after the template's
 * greeting line (`Hi {{first_name}},`), or at the top when it has none. Sender fields are available as
 * `{{sender_name}}`, `{{sender_company}}`, `{{sender_role}}`. The user's text is never shortened: a
 * template over the word target is flagged `too_long` instead.
 */
export const OPENER_FIELDS = ['opener', 'personalization', 'icebreaker', 'personalized_line'] as const;

const GREETING_LINE = /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)\b[^\n]{0,60}[,!:]?\s*$/i;
const OPENER_TOKEN = /\{\{\s*(?:opener|personali[sz]ation|icebreaker|personali[sz]ed[_ ]?line)\s*(?:\|[^}]*)?\}\}/i;

export type TemplateResult = { body: string; merge: MergeResult; facts: Fact[] };

export function fromTemplate(ctx: ComposeContext, template: string, opener: string): TemplateResult {
  const { senderName, senderCompany, senderRole } = ctx.brief;
  const extras = {
    ...Object.fromEntries(OPENER_FIELDS.map((f) => [f, opener])),
    sender_name: senderName,
    sender_company: senderCompany,
    sender_role: senderRole,
  };
  let source = template.replace(/\r\n?/g, '\n').trim();
  if (!OPENER_TOKEN.test(source)) {
    const lines = source.split('\n');
    const greetingAt = GREETING_LINE.test(lines[0] ?? '') ? 1 : 0;
    lines.splice(greetingAt, 0, ...(greetingAt ? ['', '{{opener}}'] : ['{{opener}}', '']));
    source = lines.join('\n').replace(/\n{3,}/g, '\n\n');
  }
  const merge = renderMergeFields(source, ctx.prospect, extras);
  const facts = merge.used.filter((u) => u.prospect).map((u) => ({ claim: u.value, field: u.field }));
  return { body: merge.text.trim(), merge, facts };
}

const OPT_OUT_LINE = /\{\{\s*(?:unsubscribe|unsub|opt[\s_-]?out)[^{}]*\}\}/i;

/**
 * The template's lines that carry an opt-out merge field (`{{unsubscribe}}`, `{{opt_out_link}}` …),
 * as written. Follow-ups are composed without the template, but every commercial message needs the
 * opt-out (CAN-SPAM §7704(a)(3)–(5); the quality score's compliance check), so they end with these.
 */
export function optOutLines(template: string | undefined): string[] {
  return (template ?? '')
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => OPT_OUT_LINE.test(line));
}
