import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import { parse as parseDomain } from 'tldts';
import isEmail from 'validator/lib/isEmail.js';
import type { ProspectFlag } from '#shared/prospects.ts';
import { rolePrefixes } from './data/role-prefixes.ts';

/**
 * validator.js isEmail options (validator 13.x; its defaults unless said):
 * - allow_display_name false: a cell holds an address, not `Name <address>` (what a sending tool imports).
 * - require_tld true: `x@localhost` or `x@io` is no one's work mailbox.
 * - allow_ip_domain false: `x@[1.2.3.4]` is not deliverable in practice (isemail: RFC 5321 "unusual").
 * - allow_utf8_local_part true: internationalised addresses (RFC 6531 SMTPUTF8) exist and Gmail and
 *   Outlook deliver to them; IDN domains pass validator's FQDN check too.
 * - blacklisted_chars '"' (our one change): a quoted local part (`"john doe"@x.com`) is RFC 5322
 *   valid but obsolete in practice; sending tools refuse it, and isemail files it under RFC5322-only.
 * - domain_specific_validation false: Gmail-only rules would reject addresses other providers accept.
 * - RFC 5321 §4.5.3.1 length limits hold (254 characters in all, a 64-octet local part, a 254-octet
 *   domain, 63-character labels): exactly validator's `ignore_max_length: false` checks, done in
 *   withinLengthLimits with Buffer.byteLength because validator's own byte count (encodeURI and a
 *   regex) was the import's single biggest cost; `ignore_max_length: true` then skips validator's.
 */
export const emailSyntaxOptions = {
  allow_display_name: false,
  require_tld: true,
  allow_ip_domain: false,
  allow_utf8_local_part: true,
  blacklisted_chars: '"',
  ignore_max_length: true,
  domain_specific_validation: false,
} as const;

function withinLengthLimits(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  const domain = value.slice(at + 1);
  if (Buffer.byteLength(value.slice(0, Math.max(at, 0))) > 64 || Buffer.byteLength(domain) > 254) return false;
  return domain.split('.').every((label) => label.length <= 63);
}

/**
 * Syntax check: validator's isEmail with emailSyntaxOptions plus the length limits, safe on any
 * string (validator 13.15 throws URIError on a lone UTF-16 surrogate, which a JSON body can carry).
 */
export function isValidEmailSyntax(value: string): boolean {
  return value.isWellFormed() && withinLengthLimits(value) && isEmail(value, emailSyntaxOptions);
}

/**
 * An e-mail cell as stored and compared: Unicode NFC, zero-width characters and a `mailto:` prefix or
 * surrounding <> removed, trimmed, and lower-cased whole. Lower-casing the local part too is a choice:
 * RFC 5321 §2.4 lets a host treat it as case-sensitive, but no mainstream mailbox provider does, CRMs
 * (HubSpot, Salesforce) dedupe case-insensitively, and the campaign's unique index compares the stored
 * text (db/schema/campaigns.ts: "Normalised (trimmed, lower-cased) e-mail").
 * @returns the normalised address (valid or not), or null for an empty cell
 */
export function normaliseEmail(raw: string): string | null {
  let value = raw
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .trim();
  value = value.replace(/^mailto:/i, '').trim();
  if (value.startsWith('<') && value.endsWith('>')) value = value.slice(1, -1).trim();
  return value === '' ? null : value.toLowerCase();
}

const roleKey = (localPart: string) => (localPart.split('+')[0] ?? '').replace(/[._-]/g, '').replace(/\d+$/, '');
const roles = new Set(rolePrefixes.map(roleKey));

/** True when the local part names a role, not a person (data/role-prefixes.ts: `sales+eu`, `no.reply`, `info2`, `alerts-noreply` match). */
export function isRoleAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  const key = roleKey(email.slice(0, at < 0 ? undefined : at).toLowerCase());
  return key !== '' && (roles.has(key) || /noreply|donotreply/.test(key));
}

/** The disposable-email-domains project's list (CC0), as packaged by disposable-email-domains-js. */
const disposable = disposableEmailBlocklistSet();

/**
 * The disposable (throwaway) domain an address is under. Source: the disposable-email-domains
 * project's list (the one PyPI and many services use; npm disposable-email-domains-js, updated weekly).
 * Its entries are registrable domains (the third level under a public suffix), so a subdomain of an
 * entry is disposable too (its README): `a.b.mailinator.com` → `b.mailinator.com` → `mailinator.com`.
 * @param email - a normalised address (the part after the last @ is the domain)
 * @returns the listed domain, or null
 */
export function disposableDomainOf(email: string): string | null {
  const host = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  for (let start = 0; ;) {
    const dot = host.indexOf('.', start);
    if (dot < 0) return null; // what is left is a bare TLD, never an entry
    const domain = host.slice(start);
    if (disposable.has(domain)) return domain;
    start = dot + 1;
  }
}

/**
 * The reserved top-level names of RFC 2606 and RFC 6761 that stand for domains in examples and tests
 * (`acme.example`, `x.test`): not delivered to, but what demo lists and our own fixtures use, so an
 * address under them is not called invalid.
 */
const EXAMPLE_TLDS = new Set(['example', 'test']);

/** What the domain of an address is made of, read against the Public Suffix List (tldts). */
export type AddressDomain = {
  /** The domain has a real top-level domain: an ICANN or private suffix of the list, or an RFC 2606 example name. */
  knownSuffix: boolean;
  /** The registrable name without its suffix (`hotjar` for `careers.hotjar.com`), or null. */
  name: string | null;
  /** The labels left of the registrable domain (`careers`), or ''. */
  subdomain: string;
  /** The public suffix (`com`, `co.uk`, `jobs`), or null. */
  suffix: string | null;
};

/**
 * The domain of an address by the Public Suffix List (tldts, which ships the list): validator.js's
 * `require_tld` only asks for an alphabetic last label, so `careers.turtlemint` passes its syntax check
 * though `turtlemint` is no top-level domain.
 * @param email - an address (the part after the last @ is the domain)
 */
export function addressDomain(email: string): AddressDomain {
  const host = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const parsed = parseDomain(host, { allowPrivateDomains: true });
  const suffix = parsed.publicSuffix;
  return {
    knownSuffix: parsed.isIcann === true || parsed.isPrivate === true || (suffix !== null && EXAMPLE_TLDS.has(suffix)),
    name: parsed.domainWithoutSuffix,
    subdomain: parsed.subdomain ?? '',
    suffix,
  };
}

/**
 * Flags for a normalised e-mail (null = the cell was empty). Codes: #shared/prospects.ts; the reasons
 * are shown to the user in the import answer's `invalid` list and stored with the prospect.
 * @returns [] for a deliverable-looking personal address; otherwise one or more flags
 */
export function emailFlags(email: string | null): ProspectFlag[] {
  if (email === null)
    return [{ code: 'missing_email', reason: 'No e-mail address: the prospect is kept but cannot be sent to.' }];
  if (!isValidEmailSyntax(email))
    return [{ code: 'invalid_email', reason: `"${email}" is not a valid e-mail address${hint(email)}.` }];
  const flags: ProspectFlag[] = [];
  if (isRoleAddress(email)) {
    flags.push({ code: 'role_address', reason: `"${email}" is a role address (a shared inbox, not a person).` });
  }
  const domain = disposableDomainOf(email);
  if (domain)
    flags.push({ code: 'disposable_domain', reason: `"${domain}" is a disposable (throwaway) e-mail domain.` });
  return flags;
}

function hint(email: string): string {
  if (!email.includes('@')) return ' (it has no @)';
  if (email.indexOf('@') !== email.lastIndexOf('@')) return ' (it has more than one @)';
  if (/[\s,;]/.test(email)) return ' (one cell should hold one address, without spaces)';
  if (!email.slice(email.lastIndexOf('@')).includes('.')) return ' (the domain has no dot)';
  return '';
}
