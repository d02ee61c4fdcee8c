import { describe, expect, it } from 'vitest';
import { rolePrefixes } from './data/role-prefixes.ts';
import {
  addressDomain,
  disposableDomainOf,
  emailFlags,
  isRoleAddress,
  isValidEmailSyntax,
  normaliseEmail,
} from './email-address.ts';
import { fixtureText } from '#tests/support/test-data.ts';

const validSyntax = isValidEmailSyntax;
const lines = (path: string) => fixtureText(path).split(/\r?\n/).filter(Boolean);

describe('normaliseEmail', () => {
  it.each([
    ['  Ada.Lovelace@Example.COM ', 'ada.lovelace@example.com'],
    ['mailto:ada@example.com', 'ada@example.com'],
    ['<ada@example.com>', 'ada@example.com'],
    ['ada\u200B@example.com\uFEFF', 'ada@example.com'],
    ['Hans@Mu\u0308ller.de', 'hans@müller.de'],
    ['   ', null],
    ['', null],
  ])('%j → %j', (raw, expected) => expect(normaliseEmail(raw)).toBe(expected));
});

describe('e-mail syntax: validator.js isEmail cases (standards/email-validation/validatorjs)', () => {
  type Block = { title: string; args: Record<string, unknown>[]; valid: string[]; invalid: string[] };
  const blocks = JSON.parse(fixtureText('standards/email-validation/validatorjs/isEmail_test_cases.json')) as Block[];
  const defaults = blocks.find((b) => b.args.length === 0 && b.valid.length > 0) as Block;
  /** Our one change to validator's defaults (email.ts): quoted local parts are refused. */
  const quoted = (address: string) => address.includes('"');

  it.each(defaults.valid.map((a) => [a]))('default-valid %j is valid unless its local part is quoted', (address) => {
    expect(validSyntax(address)).toBe(!quoted(address));
  });

  it.each(defaults.invalid.map((a) => [a]))('default-invalid %j is invalid', (address) =>
    expect(validSyntax(address)).toBe(false),
  );

  it('refuses display names ("Name <address>"), as the allow_display_name=false default does', () => {
    const displayNames = blocks.find((b) => b.args[0]?.allow_display_name === true) as Block;
    for (const address of displayNames.valid.filter((a) => a.includes('<')))
      expect(validSyntax(address), address).toBe(false);
  });

  it('refuses IP-literal domains, and lone surrogates without throwing (validator 13.15 itself throws URIError)', () => {
    const ips = blocks.find((b) => b.args[0]?.allow_ip_domain === true) as Block;
    for (const address of ips.valid) expect(validSyntax(address), address).toBe(false);
    const surrogates = blocks.find((b) => b.args.length === 0 && b.valid.length === 0) as Block;
    for (const address of surrogates.invalid) expect(validSyntax(address)).toBe(false);
  });
});

describe('e-mail syntax: isemail suites (standards/email-validation/isemail)', () => {
  type Case = { id: string; address: string; category: string; diagnosis: string };
  /** "Acceptable" = category VALID, or DNSWARN since no DNS check runs (the data set's PROVENANCE.md). */
  const acceptable = (c: Case) => c.category === 'ISEMAIL_VALID_CATEGORY' || c.category === 'ISEMAIL_DNSWARN';
  /**
   * Deliberate differences, each a domain no mailbox can have: a bare TLD (test@io), a one-letter TLD
   * (iana.a, ….v, b.c), a TLD with a hyphen (co-uk) or digits (x2, x123). validator's require_tld and
   * TLD rules refuse them; isemail only warns because it cannot know without DNS.
   */
  const differences: Record<string, string[]> = {
    'tests.json': ['5', '13', '33', '37'],
    'tests-original.json': ['8', '96', '203'],
  };

  for (const file of ['tests.json', 'tests-original.json']) {
    const cases = JSON.parse(fixtureText(`standards/email-validation/isemail/${file}`)) as Case[];
    it(`${file}: ${cases.length} cases agree with the isemail verdicts but for the documented ones`, () => {
      const disagree = cases.filter((c) => validSyntax(c.address) !== acceptable(c)).map((c) => c.id);
      expect(disagree).toEqual(differences[file]);
      for (const c of cases.filter((x) => differences[file]?.includes(x.id)))
        expect(validSyntax(c.address)).toBe(false);
    });
  }

  it('refuses every comment, quoted string, IP literal and obsolete form (categories CFWS, RFC5322, RFC5321, DEPREC)', () => {
    const cases = JSON.parse(fixtureText('standards/email-validation/isemail/tests.json')) as Case[];
    const unusual = cases.filter((c) =>
      ['ISEMAIL_CFWS', 'ISEMAIL_RFC5322', 'ISEMAIL_RFC5321', 'ISEMAIL_DEPREC'].includes(c.category),
    );
    expect(unusual.length).toBe(76);
    expect(unusual.filter((c) => validSyntax(c.address)).map((c) => c.address)).toEqual([]);
  });
});

describe('role addresses (data/role-prefixes.ts)', () => {
  it.each([
    'info@acme.com',
    'Sales@acme.com',
    'no-reply@acme.com',
    'no_reply@acme.com',
    'support+eu@acme.com',
    'info2@acme.com',
    'hello@acme.io',
    'kontakt@firma.de',
    'alerts-noreply@acme.com',
    'postmaster@acme.com',
  ])('%s is a role address', (email) => expect(isRoleAddress(email.toLowerCase())).toBe(true));

  it.each([
    'ada.lovelace@acme.com',
    'bill@acme.com',
    'mark@acme.com',
    'grant@acme.com',
    'max@acme.com',
    'jd@acme.com',
    'ap@acme.com',
    'founder@acme.com',
  ])('%s is a person', (email) => expect(isRoleAddress(email)).toBe(false));

  it('recognises RFC 2142 mailboxes', () => {
    for (const name of [
      'info',
      'marketing',
      'sales',
      'support',
      'abuse',
      'noc',
      'security',
      'postmaster',
      'hostmaster',
      'usenet',
      'news',
      'webmaster',
      'www',
      'uucp',
      'ftp',
    ]) {
      expect(isRoleAddress(`${name}@example.com`), name).toBe(true);
    }
  });

  it('covers most of the Mixmax role list (email-lists/role-based-prefixes): ≥ 55 % overall, ≥ 75 % of its marketing, notification and meeting entries', () => {
    const all = lines('email-lists/role-based-prefixes/role_prefixes.txt');
    const share = (prefixes: string[]) => prefixes.filter((p) => isRoleAddress(`${p}@x.com`)).length / prefixes.length;
    expect(share(all)).toBeGreaterThanOrEqual(0.55);
    const byCategory = lines('email-lists/role-based-prefixes/role_prefixes_by_category.csv')
      .slice(1)
      .map((l) => l.split(','));
    for (const category of ['marketing', 'notification', 'meeting']) {
      expect(
        share(byCategory.filter(([, c]) => c === category).map(([p]) => p ?? '')),
        category,
      ).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('has no duplicates after normalisation worth keeping and no empty entries', () => {
    expect(rolePrefixes.every((p) => /^[a-z0-9][a-z0-9._-]*$/.test(p))).toBe(true);
  });
});

describe('disposable domains (disposable-email-domains-js)', () => {
  const blocklist = lines('email-lists/disposable-domains/disposable_email_blocklist.conf');

  it('flags every domain of the blocklist (8,335 domains): every domain but one entry added after the package’s release', () => {
    const missed = blocklist.filter((domain) => disposableDomainOf(`x@${domain}`) === null);
    expect(missed).toEqual(['mailhub.pro']);
  });

  it('flags subdomains of a disposable domain (the list’s README: match the registrable domain)', () => {
    expect(disposableDomainOf('x@a.b.mailinator.com')).toBe('mailinator.com');
    const sample = blocklist.filter((_, i) => i % 50 === 0 && _ !== 'mailhub.pro');
    for (const domain of sample) expect(disposableDomainOf(`x@inbox.${domain}`), domain).not.toBeNull();
  });

  it('does not flag mailbox providers or real companies', () => {
    for (const domain of [
      'gmail.com',
      'outlook.com',
      'yahoo.com',
      'proton.me',
      'icloud.com',
      'gmx.de',
      'web.de',
      'ubicloud.com',
      'pibit.ai',
    ]) {
      expect(disposableDomainOf(`x@${domain}`), domain).toBeNull();
    }
  });
});

describe('emailFlags', () => {
  it('flags missing, invalid, role and disposable addresses with reasons', () => {
    expect(emailFlags(null)).toEqual([{ code: 'missing_email', reason: expect.stringContaining('No e-mail address') }]);
    expect(emailFlags('ada at example.com')).toEqual([
      { code: 'invalid_email', reason: expect.stringContaining('(it has no @)') },
    ]);
    expect(emailFlags('ada@example')).toEqual([
      { code: 'invalid_email', reason: expect.stringContaining('the domain has no dot') },
    ]);
    expect(emailFlags('info@mailinator.com').map((f) => f.code)).toEqual(['role_address', 'disposable_domain']);
    expect(emailFlags('ada@example.com')).toEqual([]);
  });
});

describe('addressDomain (the Public Suffix List, tldts)', () => {
  it('knows a real top-level domain from a last label that only looks like one', () => {
    expect(addressDomain('jonas.kim@careers.turtlemint').knownSuffix).toBe(false);
    expect(addressDomain('a@localhost').knownSuffix).toBe(false);
    expect(addressDomain('jae@careers.hotjar.com')).toEqual({
      knownSuffix: true,
      name: 'hotjar',
      subdomain: 'careers',
      suffix: 'com',
    });
    expect(addressDomain('a@b.co.uk')).toMatchObject({ knownSuffix: true, name: 'b', suffix: 'co.uk' });
    expect(addressDomain('ravi@amazon.jobs').suffix).toBe('jobs');
  });

  it('accepts the RFC 2606 example and test names that demo lists use', () => {
    expect(addressDomain('demo@acme.example').knownSuffix).toBe(true);
    expect(addressDomain('demo@acme.test').knownSuffix).toBe(true);
  });
});
