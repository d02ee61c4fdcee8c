import { describe, expect, it } from 'vitest';
import type { Mapping } from '#shared/prospects.ts';
import { headerNames } from './header-names.ts';
import { previewImport } from './import.ts';
import { autoMap, headerWords, MAX_HEADER_CHARS, matchHeader, resolveMapping } from './mapping.ts';
import { openCsv } from './open-csv.ts';
import { fixture, fixtureText } from '#tests/support/test-data.ts';

const mapped = (mapping: Mapping) => Object.fromEntries(Object.entries(mapping).filter(([, field]) => field !== null));

/** Every layout in tests/fixtures/crm-headers/ (header rows only; PROVENANCE.md there), with the columns that must be mapped. */
const expectedByLayout: Record<string, Mapping> = {
  apollo_contacts_2024: {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    Title: 'title',
    'Company Name for Emails': 'company', // Apollo's cleaned name, made for e-mail copy; "Company" stays a merge field
    Email: 'email',
    Industry: 'industry',
    'Person Linkedin Url': 'linkedinUrl', // not "Company Linkedin Url"
    Website: 'website',
    City: 'location', // not "Company City"
    'SEO Description': 'notes',
  },
  apollo_contacts_2026: {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    Title: 'title',
    'Company Name for Emails': 'company',
    Email: 'email', // not "Secondary Email" / "Tertiary Email"
    Industry: 'industry',
    'Person Linkedin Url': 'linkedinUrl',
    Website: 'website',
    City: 'location',
  },
  linkedin_connections: {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    URL: 'linkedinUrl', // the profile link in this export
    'Email Address': 'email',
    Company: 'company',
    Position: 'title',
  },
  hubspot_contacts_default_view: {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    Email: 'email',
    'Associated Company': 'company',
  },
  hubspot_contacts_all_properties: {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    City: 'location', // not "IP City"
    'Company Name': 'company',
    Email: 'email', // not "Work email", "Private e-mail address", "Email Domain", "Invalid email address"…
    Industry: 'industry',
    'Job Title': 'title',
    'Website URL': 'website', // over "Company domain name" and "Domain name"
  },
  salesforce_contact_api_names: {
    FirstName: 'firstName',
    LastName: 'lastName',
    Email: 'email',
    Title: 'title',
    MailingCity: 'location',
  },
  salesforce_contact_labels: { 'First Name': 'firstName', 'Last Name': 'lastName' },
  zoho_crm_contacts: {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    'Account Name': 'company',
    Email: 'email',
    'Mailing City': 'location',
  },
};

const layouts = JSON.parse(fixtureText('crm-headers/crm_export_headers.json')) as {
  id: string;
  header: string[];
  api_names?: string[];
}[];

describe('auto-mapping of real export layouts (crm-headers)', () => {
  it('has an expectation for every layout', () =>
    expect(layouts.map((l) => l.id).sort()).toEqual(Object.keys(expectedByLayout).sort()));

  it.each(layouts)('$id: header list (crm_export_headers.json)', ({ id, header }) => {
    expect(mapped(autoMap(header))).toEqual(expectedByLayout[id]);
  });

  it.each(layouts)('$id: header-only CSV through openCsv and the preview', async ({ id, header }) => {
    const preview = await previewImport(await openCsv(fixture(`crm-headers/header-only-csv/${id}.csv`)));
    expect(preview.columns).toEqual(header);
    expect(mapped(preview.mapping)).toEqual(expectedByLayout[id]);
    expect(preview.sample).toEqual([]);
  });

  it('Salesforce API names of the labels layout map too', () => {
    const apiNames = layouts.find((l) => l.id === 'salesforce_contact_labels')?.api_names ?? [];
    expect(mapped(autoMap(apiNames))).toEqual({ FirstName: 'firstName', LastName: 'lastName' });
  });

  it('the HubSpot-style prospects file (tests/fixtures/prospects)', async () => {
    const preview = await previewImport(await openCsv(fixture('prospects/remoteintech-prospects.csv')));
    expect(mapped(preview.mapping)).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      'Job Title': 'title',
      'Company Name': 'company',
      'Website URL': 'website',
      Industry: 'industry',
      City: 'location',
      'Company Description': 'notes',
    });
  });
});

describe('header matching', () => {
  it.each([
    ['First Name', 'firstName'],
    ['first_name', 'firstName'],
    ['FirstName', 'firstName'],
    ['FIRST NAME', 'firstName'],
    ['Förnamn', 'firstName'],
    ['Last Name', 'lastName'],
    ['surname', 'lastName'],
    ['Company Name', 'company'],
    ['Organization', 'company'],
    ['Account Name', 'company'],
    ['Företagsnamn', 'company'],
    ['Website URL', 'website'],
    ['Company Domain', 'website'],
    ['Person Linkedin Url', 'linkedinUrl'],
    ['linkedin_url', 'linkedinUrl'],
    ['LinkedIn Profile URL', 'linkedinUrl'],
    ['profileUrl', 'linkedinUrl'],
    ['Email Address', 'email'],
    ['E-mail', 'email'],
    ['e_mail', 'email'],
    ['Work Email', 'email'],
    ['Contact Email', 'email'],
    ['Email (Work)', 'email'],
    ['Job Title', 'title'],
    ['Position', 'title'],
    ['Industry', 'industry'],
    ['Industry__c', 'industry'],
    ['City', 'location'],
    ['MailingCity', 'location'],
    ['Country', 'location'],
    ['Description', 'notes'],
    ['Notes', 'notes'],
    ['Company Description', 'notes'],
  ])('%s → %s', (header, field) => expect(matchHeader(header)?.field).toBe(field));

  it.each([
    'Name',
    'Full Name',
    'Contact owner',
    'Email Status',
    'Email Domain',
    'Invalid email address',
    'Company Linkedin Url',
    'IP City',
    'Salutation',
    'Account Name.id',
    'PhotoUrl',
    'Membership Notes',
    'Domain to which registration email was sent',
    'Other City',
    'Job function',
    'Keywords',
  ])('%s is not a standard field', (header) => expect(matchHeader(header)).toBeNull());

  it('splits CamelCase and drops accents and __c', () => {
    expect(headerWords('LinkedInURL')).toEqual(['linked', 'in', 'url']);
    expect(headerWords('HTTPServerURL')).toEqual(['http', 'server', 'url']);
    expect(headerWords('Prénom')).toEqual(['prenom']);
    expect(headerWords('Level__c')).toEqual(['level']);
  });

  // Guarded by the test's own timeout, not a timing assertion: the old regex took ~15 minutes on this.
  it('reads a 1 MB header of capitals at once: linear, and only its first 256 characters', () => {
    expect(headerWords(`${'A'.repeat(1_000_000)}Email`)).toEqual(['a'.repeat(MAX_HEADER_CHARS)]);
  }, 10_000);

  it('no name is listed under two fields', () => {
    const seen = new Map<string, string>();
    for (const [field, groups] of Object.entries(headerNames)) {
      for (const [, names] of groups) {
        for (const name of names) {
          const key = headerWords(name).join('');
          expect(seen.get(key) ?? field, `${name} under ${seen.get(key)} and ${field}`).toBe(field);
          seen.set(key, field);
        }
      }
    }
  });
});

describe('autoMap', () => {
  it('gives each field to one column, the best one', () => {
    expect(mapped(autoMap(['Secondary Email', 'Email', 'Personal Email']))).toEqual({ Email: 'email' });
    expect(mapped(autoMap(['Secondary Email', 'Personal Email']))).toEqual({ 'Personal Email': 'email' });
    expect(mapped(autoMap(['Company Domain', 'Website']))).toEqual({ Website: 'website' });
  });

  it('recognises columns by their values when the header says nothing', () => {
    const sample = [
      ['ada@example.com', 'https://www.linkedin.com/in/ada', 'x'],
      ['bob@example.com', 'linkedin.com/in/bob', 'y'],
    ];
    expect(mapped(autoMap(['Contact', 'Link', 'Other'], sample))).toEqual({ Contact: 'email', Link: 'linkedinUrl' });
  });

  it('does not call a column of LinkedIn links a website', () => {
    expect(mapped(autoMap(['URL'], [['https://www.linkedin.com/in/ada']]))).toEqual({ URL: 'linkedinUrl' });
    expect(mapped(autoMap(['URL'], [['https://acme.com']]))).toEqual({ URL: 'website' });
  });

  it('keeps every column in the mapping, null for custom merge fields', () => {
    expect(autoMap(['Email', 'YC Batch'])).toEqual({ Email: 'email', 'YC Batch': null });
  });
});

describe('resolveMapping', () => {
  const columns = ['E-mail', 'Work Email', 'Given', 'Misc'];

  it('applies the user’s choices over the auto-mapping, moving a field to the user’s column', () => {
    expect(resolveMapping(columns, { 'Work Email': 'email', Given: 'firstName' })).toEqual({
      'E-mail': null,
      'Work Email': 'email',
      Given: 'firstName',
      Misc: null,
    });
  });

  it('lets the user keep a column as a custom field', () => {
    expect(resolveMapping(columns, { 'E-mail': null })['E-mail']).toBeNull();
  });

  it('refuses a column that is not in the file, listing the file’s columns', () => {
    expect(() => resolveMapping(columns, { Email: 'email' })).toThrow(
      expect.objectContaining({
        code: 'invalid_mapping',
        message: expect.stringContaining('"Email", not in the file'),
      }),
    );
    expect(() => resolveMapping(columns, JSON.parse('{"constructor": "email"}') as Mapping)).toThrow(
      expect.objectContaining({ code: 'invalid_mapping' }),
    );
  });

  it('refuses one field for two columns', () => {
    expect(() => resolveMapping(columns, { 'E-mail': 'email', 'Work Email': 'email' })).toThrow(
      expect.objectContaining({ code: 'invalid_mapping', message: expect.stringContaining('both mapped to email') }),
    );
  });
});
