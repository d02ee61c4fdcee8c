/**
 * The patterns behind suspicious-value.ts, each with its source. Kept apart so the rules read as data.
 */

/**
 * A cell a spreadsheet would run as a formula. OWASP "CSV Injection"
 * (https://owasp.org/www-community/attacks/CSV_Injection): cells starting with `=`, `+`, `-` or `@`
 * (tab and carriage return too, which trimming removes) are formulas; its examples are
 * `=HYPERLINK(…)`, `=cmd|' /C calc'!A0`, `@SUM(1+9)*cmd|…`, `-2+3+cmd|…`, `+HYPERLINK(…)`. A leading
 * apostrophe is how Excel and our own exports (lib/csv-export.ts) neutralise one: still a formula's
 * text, not a name. `+`, `-` and `@` alone also start phone numbers, bullets ("- Vancouver") and
 * handles, so after them a formula needs a function call, arithmetic or a DDE `cmd|`.
 */
export const FORMULA = /^'?\s*(?:=|[+\-@]\s*(?:[A-Za-z_][\w.]*\(|\d[\d.]*\s*[-+*/^&]\s*\S|cmd\s*\|))|\bcmd\s*\|/i;

/** Spreadsheet error values (Excel and Google Sheets): a formula that failed, exported as text. */
export const SPREADSHEET_ERROR = /^#(?:N\/A|REF!|VALUE!|NAME\?|DIV\/0!|NULL!|NUM!|ERROR!?|SPILL!|CALC!|FIELD!)$/i;

/**
 * Merge-field syntax left unfilled: `{{first_name}}` (Handlebars, Instantly, lemlist), `{first_name}`,
 * `*|FNAME|*` (Mailchimp), `%FIRSTNAME%`, `${name}`, or a whole value in brackets, `[Company]`,
 * `<name>` (the placeholders of templates copied into a sheet).
 */
export const MERGE_TAG =
  /\{\{[^}]*\}\}|\{[A-Za-z_][\w .-]*\}|\*\|[A-Z_]+\|\*|%[A-Za-z_]+%|\$\{[^}]*\}|^\[[^\]]+\]$|^<[^<>@]+>$/;

/**
 * Values that stand for "no value": null-likes written by databases and exporters (`None` is Python's,
 * `null`/`undefined` JavaScript's, `NaN` pandas', `N/A` a spreadsheet's), filler typed by people, and a
 * column's own header repeated as data. Compared lower-cased, without surrounding punctuation, markdown
 * emphasis or emoji (`**None**`, `None!`, `None :tada:` in the Remote-in-Tech directory's office field).
 */
export const NULL_LIKE = new Set([
  'none',
  'null',
  'nil',
  'nan',
  'n/a',
  'n.a',
  'not applicable',
  'not available',
  'not provided',
  'not specified',
  'not set',
  'none provided',
  'no name',
  'unknown',
  'undefined',
  'tbd',
  'tbc',
  'tba',
  'to be determined',
  'to be confirmed',
  'test',
  'testing',
  'asdf',
  'xxx',
  'blank',
  'empty',
  'missing',
  'placeholder',
  'example',
  'dummy',
  'default',
  'redacted',
  'anonymous',
  'lorem ipsum',
  'first name',
  'firstname',
  'last name',
  'lastname',
  'full name',
  'name',
  'company',
  'company name',
  'your company',
  'job title',
  'title',
  'location',
  'city',
  'email',
  'e-mail',
]);

/** Words a greeting uses when there is no name ("Dear Sir or Madam", "Hi there", "Hi Team"): not a person's name. */
export const NOT_A_NAME = new Set([
  'there',
  'friend',
  'sir',
  'madam',
  'sir or madam',
  'sir/madam',
  'team',
  'customer',
  'client',
  'user',
  'admin',
]);

/** What LinkedIn and CRMs put in a company field when there is no employer to name. */
export const NOT_A_COMPANY = new Set([
  'self-employed',
  'self employed',
  'freelance',
  'freelancer',
  'independent',
  'stealth',
  'stealth mode',
  'stealth startup',
  'retired',
  'unemployed',
  'various',
  'confidential',
  'private',
]);

export const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.\p{L}{2,}/u;
export const LINK = /\bhttps?:\/\/|\bwww\.[\p{L}\d-]+\.|\b[\p{L}\d-]+\.(?:com|net|org|io)\//iu;
/** A bare domain in a person's name field (in a company field `Booking.com` or `Inter.link` is a name). */
export const DOMAIN = /^[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:com|net|org|io|ai|co|dev|app|me|us|uk|de)$/iu;
/** A run of digits and phone separators on one line (ITU-T E.164 numbers have 7–15 digits: see isPhone). */
export const PHONE_RUN = /\+?\(?\d[\d \t().-]{5,}\d/g;

/**
 * A street address: a house number before a street type (USPS Publication 28 appendix C1 street
 * suffixes, the common ones, and their abbreviations), a unit (`Suite 300`, `4th Floor`, `#242`,
 * `P.O. Box`, India's `Sector 43`, `Block C`), a street type before the number as in German, French, Spanish and Portuguese
 * addresses (`Maxfeldstrasse 5`, `Rue Saint-Denis 131`, `Avenida …, 401`), a Japanese block number
 * (`2-1-30`), or a UK postcode (Royal Mail's format: outward and inward code, `EC1M 7AD`).
 */
export const ADDRESS = [
  /\b\d+[A-Za-z]?(?:[-/]\d+)?,?\s+(?:[\p{L}\d.'’-]+\s+){0,4}?(?:st|street|rd|road|ave|avenue|blvd|boulevard|dr|drive|ln|lane|way|pkwy|parkway|ct|court|pl|place|plaza|sq|square|hwy|highway|ter|terrace|cir|circle|quay|row)\b/iu,
  /\b(?:suite|ste|unit|apt|building|bldg)\.?\s*#?\d|\b\d+(?:st|nd|rd|th)\s+(?:floor|fl)\b|\bfloor\s+\d|\b\d+F\b|#\d+|\bp\.?\s?o\.?\s+box\b|\b(?:sector|sec|block)[\s-]+(?:\d+|[A-Z]\b)/iu,
  /[\p{L}-]*(?:straße|strasse|str\.|platz|weg|gasse|allee|straat|laan|gade|vej)\s*\d+/iu,
  /\b(?:rue|rua|calle|avenida|avenue|av\.|via|carrer|piazza)\s+[\p{L}\s.'-]+,?\s*\d+/iu,
  /\b\d+-\d+-\d+\b/,
  /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/,
];

/**
 * What makes a location field's text a note rather than a place: a sentence (pronouns, finite verbs),
 * a negation ("No physical office", "None! We have…"), an exclamation or an emoticon, or a pointer
 * elsewhere ("see notes"). Read from the Remote-in-Tech directory's "Office locations" answers, where
 * a third are notes ("We have offices in …", "There is no Bandcamp office.").
 */
export const NOTE = [
  // Negations, pronouns, pointers, exclamations and emoticons, in any case.
  /\b(?:no|not|none|never|nobody|nowhere|without|we|we're|we’re|our|ours|you|your|they|their|them|its|it's|it’s|there's|there’s|everyone|anyone|someone|myself|see|please|ask)\b|n[’']t\b|!|[:;]-?[)(DP](?:\s|$)|:[a-z_]+:/i,
  // Lower case only: `US`, `IT`, `BE` and `IS` are country codes in a list of places.
  /\b(?:us|it|is|are|was|were|be|been|has|have|had|do|does|did|can|will|would|may|might|works?|lives?|serves?|sold|spread|dispersed|registered|meet|visit)\b/,
];

/** Not a place to name in "your team in …": a way of working or a whole region (the directory's `Remote (Europe)`, `Worldwide`). */
export const NOT_A_PLACE =
  /\b(?:remote\w*|worldwide|global\w*|anywhere|everywhere|distributed|online|virtual|internet|world|earth|international|multiple|various|offices?|locations?|hq|headquart\w*|head\s*quarters?|head\s*office|based|located|cowork\w*|co-work\w*|wework|team|employees|staff|emea|apac|latam)\b/iu;

/** A first part that is a street, not a place (`Main Street, Vancouver, BC`). */
export const STREET_END = /\b(?:street|st|road|rd|avenue|ave|boulevard|blvd|drive|dr|lane|ln)\.?$/iu;

/** Place names English writes with "the": "in the United States", "in the UK" (not "in United States"). */
export const TAKES_THE =
  /^(?:united states(?: of america)?|usa|us|u\.s\.a?\.?|uk|u\.k\.|united kingdom|netherlands|philippines|uae|united arab emirates|czech republic|dominican republic|bahamas|gambia|maldives|bay area)$/iu;
