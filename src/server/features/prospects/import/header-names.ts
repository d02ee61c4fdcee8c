import type { StandardField } from '#shared/prospects.ts';

/**
 * Header names real exports use for each standard field, with a score: when several columns could
 * fill one field, the highest score wins (mapping.ts). Matching ignores case, accents, spaces and
 * punctuation and splits CamelCase, so "First Name", "first_name" and "FirstName" are one name.
 * Sources (header rows of real exports, checked against this table in tests: Apollo's from the GitHub
 * repositories sarthakjdev/apollo-to-listmonk-csv and sidmohan0/kanbun, LinkedIn's from
 * JasonToups/linkedin-export-sorting; HubSpot's, Salesforce's and Zoho's as quoted in public code):
 * - HubSpot contact export: First Name, Last Name, Email, Job Title, Company Name, Website URL,
 *   Company domain name, City, Country/Region, Industry, Associated Company; localised portals
 *   (Swedish: Förnamn, Efternamn, Företagsnamn, Land/region).
 * - Apollo people export (2024 and 2026): Company / Company Name, Company Name for Emails, Person
 *   Linkedin Url, Website, SEO Description.
 * - LinkedIn Connections.csv: URL, Email Address, Company, Position.
 * - Salesforce Contact/Lead: labels and API names (FirstName, LastName, Email, Title, MailingCity,
 *   Account Name, Website, Industry, Description); custom fields end in __c (stripped before matching).
 * - Zoho CRM: Account Name, Mailing City. Pipedrive: Organization, Person - Email.
 * - Sales Navigator list tools (PhantomBuster, Evaboot): profileUrl, linkedInProfileUrl, companyName,
 *   LinkedIn URL, Company Website, summary, companyLocation.
 * - Spreadsheet habits: first_name, Email Address, Organisation, Website URL, Notes, Description.
 */
export const headerNames: Record<StandardField, [score: number, names: string[]][]> = {
  email: [
    [
      100,
      [
        'Email',
        'E-mail',
        'Email Address',
        'E-mail Address',
        'Mail',
        'Email ID',
        'Mail Address',
        'E-post',
        'E-Mail-Adresse',
        'Adresse e-mail',
        'Correo',
        'Correo electrónico',
      ],
    ],
    [
      90,
      [
        'Work Email',
        'Business Email',
        'Primary Email',
        'Contact Email',
        'Person Email',
        'Person - Email',
        'Direct Email',
        'Verified Email',
      ],
    ],
    [40, ['Personal Email', 'Private E-mail Address', 'Private Email']],
    [20, ['Secondary Email', 'Other Email', 'Alternate Email', 'Alternative Email', 'Email 2']],
    [10, ['Tertiary Email', 'Email 3']],
  ],
  firstName: [
    [
      100,
      ['First Name', 'First', 'Given Name', 'Forename', 'FName', 'Förnamn', 'Vorname', 'Prénom', 'Nombre', 'Voornaam'],
    ],
    [70, ['Preferred Name', 'Nickname']],
  ],
  lastName: [
    [
      100,
      [
        'Last Name',
        'Last',
        'Surname',
        'Family Name',
        'LName',
        'Efternamn',
        'Nachname',
        'Nom',
        'Nom de famille',
        'Apellido',
        'Apellidos',
        'Achternaam',
      ],
    ],
  ],
  title: [
    [
      100,
      [
        'Title',
        'Job Title',
        'Position',
        'Job Position',
        'Designation',
        'Titel',
        'Befattning',
        'Jobbtitel',
        'Poste',
        'Fonction',
        'Cargo',
        'Functie',
      ],
    ],
    [
      90,
      ['Role', 'Job Role', 'Current Title', 'Current Position', 'Current Job Title', 'Person Title', 'Contact Title'],
    ],
    [50, ['Occupation', 'Headline']],
  ],
  company: [
    [105, ['Company Name for Emails']], // Apollo's name cleaned for e-mail copy ("Acme", not "Acme, Inc.")
    [
      100,
      [
        'Company',
        'Company Name',
        'Organization',
        'Organisation',
        'Organization Name',
        'Organisation Name',
        'Business Name',
        'Employer',
        'Firm',
        'Företagsnamn',
        'Företag',
        'Firma',
        'Unternehmen',
        'Entreprise',
        'Société',
        'Empresa',
        'Bedrijf',
      ],
    ],
    [95, ['Account Name', 'Account', 'Current Company', 'Company Name (Current)']],
    [90, ['Org', 'Org Name']],
    [70, ['Associated Company', 'Organization - Name', 'Primary Company']],
  ],
  website: [
    [
      100,
      [
        'Website',
        'Website URL',
        'Web Site',
        'Company Website',
        'Company Website URL',
        'Homepage',
        'Home Page',
        'Web',
        'Webbplats',
        'Webseite',
        'Site web',
        'Sitio web',
      ],
    ],
    [80, ['Company Domain', 'Company Domain Name', 'Domain', 'Company URL', 'Website Domain', 'Site']],
    [70, ['Domain Name', 'URL']],
  ],
  linkedinUrl: [
    [
      100,
      [
        'LinkedIn',
        'LinkedIn URL',
        'LinkedIn Profile',
        'LinkedIn Profile URL',
        'Person LinkedIn URL',
        'Contact LinkedIn URL',
        'LinkedIn Link',
        'LinkedIn Profile Link',
        'LinkedIn Page',
      ],
    ],
    [70, ['Profile URL', 'Sales Navigator URL', 'Sales Nav URL', 'Default Profile URL', 'LI URL', 'Li Profile']],
  ],
  industry: [
    [
      100,
      [
        'Industry',
        'Sector',
        'Vertical',
        'Company Industry',
        'Industry Type',
        'Bransch',
        'Branche',
        'Secteur',
        'Industria',
      ],
    ],
    [50, ['Sub-Industry', 'Subindustry', 'Industries']],
  ],
  location: [
    [100, ['Location', 'Person Location', 'Contact Location', 'City, State', 'City State Country']],
    [90, ['City', 'Town', 'Stad', 'Ort', 'Stadt', 'Ville', 'Ciudad', 'Plaats']],
    [85, ['Mailing City', 'Person City', 'Contact City']],
    [
      50,
      [
        'Company City',
        'Company Location',
        'HQ Location',
        'Headquarters',
        'Address',
        'Mailing Address',
        'Street Address',
      ],
    ],
    [40, ['Country', 'Country/Region', 'Land/region', 'Land', 'Pays', 'País', 'Mailing Country']],
    [30, ['State', 'Region', 'State/Region', 'Province', 'Mailing State']],
  ],
  notes: [
    [
      100,
      [
        'Notes',
        'Note',
        'Description',
        'Comments',
        'Comment',
        'Remarks',
        'Notizen',
        'Anteckningar',
        'Anteckning',
        'Remarques',
        'Notas',
      ],
    ],
    [
      80,
      [
        'Company Description',
        'Company Short Description',
        'Short Description',
        'About',
        'About Company',
        'Company About',
      ],
    ],
    [60, ['Summary', 'Bio', 'Person Summary', 'SEO Description', 'One-liner', 'Tagline']],
  ],
};
