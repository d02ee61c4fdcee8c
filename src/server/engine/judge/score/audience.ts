import type { ScoreCriterion } from '#shared/emails.ts';
import {
  audienceFit,
  companyTypeMismatch,
  type Headcount,
  headcountOf,
  lacksPrerequisite,
  sizeGap,
  sizeOutside,
  SMALL_COMPANY,
  smallerMatters,
} from '../../rows/index.ts';
import { evidenceOf } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Audience fit: the prospect's role family (rows/role-family.ts) against the families the brief's audience
 * names. RUBRIC.md: "Off-audience in a way that shows: tells someone whose role is clearly outside the
 * brief's audience that they are the right person, or pitches a role the offer cannot help" is
 * dont_send, as is a company of another kind than the audience names (company-type.ts: a restaurant
 * chain for an audience of SaaS companies) or far larger than the size it names (company-size.ts
 * sizeMismatch). Far smaller is edit, unless the e-mail makes the size its reason (then dont_send):
 * whether a small company still needs the offer depends on the offer, so smaller only counts when the
 * audience names a market by size or a volume its companies have (company-size.ts smallerMatters) — and
 * a company of a handful of people cannot have what the audience says its companies have ("with a
 * support team": company-size.ts lacksPrerequisite), and that is dont_send.
 *
 * A title out of the audience whose e-mail only asks to be pointed to the right person is edit: it
 * pitches nobody the wrong thing; so is an operations title (COO, director of operations) outside the
 * audience's functions at a company of fewer than SMALL_COMPANY people: the blind readers of the model
 * path sent or edited all 9 such notes (privacy, engineering interviews, trade-show booths), refusing
 * none; at larger companies the graded sets' experts refuse it. A company outside the range of employees
 * the audience states, but not far, is a doubtful fit: edit (sizeOutside) — smaller, only where
 * smallerMatters. A title we cannot place, or an audience that names no role, passes: the verdict only
 * calls a prospect off-audience when both sides are clear.
 */
/** An ask to be introduced or pointed to whoever owns the problem ("a pointer would be appreciated"). */
const REFERRAL =
  /\b(?:point(?:ing)? me (?:to|towards|in the right direction)|a pointer|an introduction|introduce me|who (?:owns|handles|looks after|runs) (?:this|that|it|the)\b|(?:sits|lies) with (?:someone else|a colleague|another)|forward (?:this|it|my note) to)\b/i;

/** "exactly the kind of team we built this for", "a perfect fit": the e-mail calls the prospect the audience. */
const RIGHT_FIT =
  /\b(?:exactly|precisely) the (?:kind|type|sort) of (?:team|company|business|operation|startup|customer|founder)|\b(?:perfect|ideal) fit\b|\bbuilt for (?:teams|companies|businesses|startups) like (?:yours|you)\b/i;

const RIGHT_PERSON =
  /\b(?:you(?:'|’)re|you are|you may be|you might be|you(?:'|’)d be)\s+(?:the|probably the)\s+right\s+person\b/i;

export function audienceCriterion(input: ScoreInput): ScoreCriterion {
  const { fit, families, audience } = audienceFit(input.prospect.title, input.brief.audience);
  const title = input.prospect.title?.trim();
  const prose = evidenceOf(input).parts.prose;
  if (fit === 'out') {
    const outOf = `“${title}” is ${families.join('/')}; the brief’s audience is ${audience.join(', ')}`;
    const said = RIGHT_PERSON.test(prose) ? ', and the e-mail tells them they are the right person' : '';
    // Asking to be pointed to the right person pitches nobody the wrong thing: a check, not a refusal. A
    // follow-up to a note that asked it carries the same question.
    const asked = [prose, ...(input.previous ?? []).map((p) => p.body)].some((t) => REFERRAL.test(t));
    if (!said && asked)
      return criterion('audience_fit', 'warn', `${outOf}. The e-mail asks to be pointed to the right person.`);
    // The general manager's seat: at a small company a COO or head of operations owns what no function
    // has a head for yet (hiring, privacy, events), so the readers edit or send such notes, never refuse them.
    const small = (headcountOf(input.prospect)?.high ?? Infinity) < SMALL_COMPANY;
    if (!said && small && families.every((f) => f === 'operations'))
      return criterion(
        'audience_fit',
        'warn',
        `${outOf}. Operations leaders often own it anyway: check the fit before sending.`,
      );
    return criterion('audience_fit', 'fail', `${outOf}${said}`);
  }
  const kind = companyTypeMismatch(input.prospect, input.brief.audience);
  if (kind) return criterion('audience_fit', 'fail', kind);
  const gap = sizeGap(input.prospect, input.brief.audience);
  // Too big, the offer is not for them. Too small, whether it still helps depends on the offer (a
  // three-person company signs NDAs but has no support team to coach): a check before sending, unless
  // the e-mail makes the size its reason ("With 3 people, the reviews probably take a team"), which is
  // the rubric's off-audience "in a way that shows".
  const calledFit = RIGHT_FIT.test(prose) ? ' The e-mail calls them exactly the fit.' : '';
  if (gap) {
    const lacks = lacksPrerequisite(input.prospect, input.brief.audience);
    if (lacks) return criterion('audience_fit', 'fail', lacks);
    if (calledFit) return criterion('audience_fit', 'fail', `${gap.reason}${calledFit}`);
    if (citesHeadcount(prose, gap.size))
      return criterion('audience_fit', 'fail', `${gap.reason} The e-mail makes that size its reason.`);
    if (!gap.smaller) return criterion('audience_fit', 'fail', gap.reason);
    if (smallerMatters(input.brief.audience))
      return criterion('audience_fit', 'warn', `${gap.reason} Check the fit before sending.`);
  }
  const outside = gap ? null : sizeOutside(input.prospect, input.brief.audience);
  // Outside the audience's size and told they are exactly its kind: the rubric's off-audience "in a way that shows".
  if (outside && calledFit) return criterion('audience_fit', 'fail', `${outside.reason}${calledFit}`);
  if (outside && (!outside.smaller || smallerMatters(input.brief.audience)))
    return criterion('audience_fit', 'warn', `${outside.reason} Check the fit before sending.`);
  // Smaller than the audience names, where nothing it names grows with size: said, not counted.
  const smaller =
    gap || outside ? ' The company is smaller than the audience names; nothing it needs grows with size.' : '';
  if (fit === 'in')
    return criterion(
      'audience_fit',
      'pass',
      `“${title}” is in the brief’s audience (${audience.join(', ')}).${smaller}`,
    );
  return criterion(
    'audience_fit',
    'pass',
    `${title ? `Cannot place “${title}” against the brief’s audience` : 'No title to check against the audience'}.${smaller}`,
  );
}

/** Whether the prose states the row's headcount ("With 12 people, …", "a 12-person team"). */
function citesHeadcount(prose: string, size: Headcount): boolean {
  const figures = [size.low, size.high].filter(Number.isFinite).map((n) => n.toLocaleString('en-US'));
  return figures.some((f) =>
    new RegExp(
      `(?<![\\d,.])${f.replace(/[.,]/g, '\\$&')}(?![\\d,.]\\d)\\s*(?:-|–)?\\s*(?:people|person|employees|staff|strong)`,
      'i',
    ).test(prose),
  );
}
