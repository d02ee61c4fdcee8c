import { describe, expect, it } from 'vitest';
import { tidyLinkedinUrl, tidyWebsite } from './url.ts';

describe('tidyWebsite', () => {
  it.each([
    ['acme.com', 'https://acme.com'],
    ['  www.Acme.com/About ', 'https://www.acme.com/About'],
    ['//acme.io', 'https://acme.io'],
    ['HTTPS://Acme.COM/Path?q=1', 'https://acme.com/Path?q=1'],
    ['http://acme.com', 'http://acme.com'],
    ['https://pibit.ai', 'https://pibit.ai'],
    ['acme', 'acme'],
    ['Acme Inc', 'Acme Inc'],
    ['ada@acme.com', 'ada@acme.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['ftp://acme.com', 'ftp://acme.com'],
    ['', null],
  ])('%j → %j', (raw, expected) => expect(tidyWebsite(raw)).toBe(expected));
});

describe('tidyLinkedinUrl', () => {
  it.each([
    ['linkedin.com/in/ada-lovelace', 'https://linkedin.com/in/ada-lovelace'],
    ['http://www.LinkedIn.com/in/ada/', 'https://www.linkedin.com/in/ada/'],
    ['https://www.linkedin.com/in/ada?miniProfileUrn=urn%3Ali', 'https://www.linkedin.com/in/ada'],
    ['uk.linkedin.com/pub/ada/1/2/3', 'https://uk.linkedin.com/pub/ada/1/2/3'],
    ['https://www.linkedin.com/sales/lead/ACwAA,NAME_SEARCH', 'https://www.linkedin.com/sales/lead/ACwAA,NAME_SEARCH'],
    ['ada-lovelace', 'ada-lovelace'],
    ['https://evil.example/linkedin.com/in/x', 'https://evil.example/linkedin.com/in/x'],
    ['  ', null],
  ])('%j → %j', (raw, expected) => expect(tidyLinkedinUrl(raw)).toBe(expected));
});
