import {
  addressDomain,
  disposableDomainOf,
  isRoleAddress,
  isValidEmailSyntax,
} from '#server/lib/email-address/email-address.ts';
import type { ScoreCriterion } from '#shared/emails.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Recipient: can this draft be sent to the person it is written for? The prospect's own address, checked
 * as the import checks it (lib/email-address: validator.js isEmail, the RFC 5321 length limits, the
 * disposable-email-domains list, our role prefixes) and, beyond the import, against the Public Suffix
 * List for a real top-level domain:
 * - no address, an invalid one (`jonas.kim@careers.turtlemint`: no top-level domain) or a disposable
 *   domain → fail, dont_send: the e-mail cannot reach a person, or reaches a throwaway inbox that
 *   mailbox providers read as a spam-trap signal (Gmail's and Yahoo's 2024 sender rules);
 * - a role address (`info@`, `sales@`) → warn, edit: a shared inbox reaches someone, but the draft is
 *   written to one person, so it needs a look before it goes (issue 28 item 4);
 * - an address on a recruiting domain (`careers.acme.com`, `acmecareers.com`, `acme.jobs`) → warn,
 *   edit: such rows come from scraped job pages, and the mailbox is the hiring site's, not the
 *   person's (the blind readers of the graded sets: "address is on a careers domain: verify").
 * The address is trimmed and lower-cased as the import normalises it before the checks.
 */
export function recipientCriterion(input: ScoreInput): ScoreCriterion {
  const email = input.prospect.email?.trim().toLowerCase() ?? '';
  if (email === '') return criterion('recipient', 'fail', 'No e-mail address: the prospect cannot be sent to');
  const domain = addressDomain(email);
  const valid = isValidEmailSyntax(email);
  if (!valid || !domain.knownSuffix) {
    const hint = valid ? ': its domain has no top-level domain' : '';
    return criterion('recipient', 'fail', `“${email}” is not a valid e-mail address${hint}`);
  }
  const disposable = disposableDomainOf(email);
  if (disposable) return criterion('recipient', 'fail', `“${disposable}” is a disposable (throwaway) e-mail domain`);
  if (isRoleAddress(email))
    return criterion('recipient', 'warn', `“${email}” is a role address (a shared inbox, not the person greeted)`);
  if (recruitingDomain(domain))
    return criterion(
      'recipient',
      'warn',
      `“${email}” is on a recruiting site’s domain: check it is the person’s own mailbox`,
    );
  return criterion('recipient', 'pass', `Sent to ${email}`);
}

const HIRING_LABELS = new Set(['career', 'careers', 'jobs', 'recruiting', 'hiring']);

/** A hiring site's domain: a `careers`/`jobs` subdomain, a name ending in `careers`/`jobs`, or the `.jobs` TLD (ICANN, 2005). */
const recruitingDomain = ({ name, subdomain, suffix }: ReturnType<typeof addressDomain>) =>
  suffix === 'jobs' ||
  subdomain.split('.').some((label) => HIRING_LABELS.has(label)) ||
  (name !== null && /.(?:careers|jobs)$/.test(name));
