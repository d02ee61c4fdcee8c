import { describe, expect, it } from 'vitest';
import type { Prospect } from '#shared/prospects.ts';
import { citedPassages, claimSegments } from './claims.ts';

const prospect = {
  id: 'p',
  campaignId: 'c',
  row: 2,
  flags: [],
  email: 'sara@acme.example',
  firstName: 'Sara',
  lastName: null,
  title: 'COO',
  company: 'Acme',
  website: null,
  linkedinUrl: null,
  industry: null,
  location: null,
  notes: 'Acme raised a Series B in March.',
  fields: { Funding: 'Series B' },
} as unknown as Prospect;

describe('claim highlights', () => {
  it('marks each declared claim where the text holds it, with the field and value it came from', () => {
    const text = 'Saw Acme raised a Series B in March. As COO, the close is yours.';
    const segments = claimSegments(
      text,
      [
        { claim: 'series b in march', field: 'notes', supported: true },
        { claim: 'Series B', field: 'Funding', supported: true },
        { claim: 'COO', field: 'title', supported: true },
        { claim: 'a unicorn', field: 'notes', supported: false },
      ],
      prospect,
    );
    expect(segments.map((s) => s.text).join('')).toBe(text);
    const marked = segments.filter((s) => s.origin);
    // The longer claim wins the overlap; a claim the text does not hold marks nothing.
    expect(marked.map((s) => [s.text, s.origin!.label, s.origin!.value])).toEqual([
      ['Series B in March', 'Notes', 'Acme raised a Series B in March.'],
      ['COO', 'Title', 'COO'],
    ]);
  });

  it('reads a CRM column kept as is, and says when the field is missing', () => {
    const [, funding] = claimSegments(
      'A Series B round.',
      [{ claim: 'Series B', field: 'Funding', supported: true }],
      prospect,
    );
    expect(funding!.origin).toMatchObject({ label: 'Funding', value: 'Series B', supported: true });
    const [, missing] = claimSegments('A rocket.', [{ claim: 'rocket', field: 'Rockets', supported: false }], prospect);
    expect(missing!.origin).toMatchObject({ value: null, supported: false });
  });
});

describe('claims from the prospect’s website', () => {
  const about = {
    passageId: 'passage_about',
    url: 'https://acme.example/about',
    title: 'About Acme',
    quote: 'Acme ships parts to 40 countries.',
  };
  const ledger = (text: string, source: typeof about | null) =>
    ({
      text,
      in: 'body',
      supported: true,
      field: source ? 'research' : 'notes',
      reason: null,
      ...(source ? { source } : {}),
    }) as const;

  it('marks a ledger statement that cites a passage, after the declared claims and never over them', () => {
    const text = 'Acme raised a Series B in March. Acme ships parts to 40 countries.';
    const segments = claimSegments(text, [{ claim: 'Series B', field: 'Funding', supported: true }], prospect, [
      ledger('Acme raised a Series B in March.', about),
      ledger('Acme ships parts to 40 countries.', about),
      ledger('Acme raised a Series B', null),
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.origin).map((s) => [s.text, s.origin!.passage?.url ?? s.origin!.value])).toEqual([
      ['Series B', 'Series B'],
      ['Acme ships parts to 40 countries.', 'https://acme.example/about'],
    ]);
  });

  it('lists the passages an e-mail cites, each with the sentence quoted from it', () => {
    const cited = citedPassages({
      factsUsed: [
        { claim: 'ships parts to 40 countries', field: 'research', supported: true, source: about },
        { claim: 'COO', field: 'title', supported: true },
      ],
      claims: [ledger('Acme ships parts to 40 countries.', about)],
    });
    expect([...cited]).toEqual([['passage_about', 'Acme ships parts to 40 countries.']]);
  });
});
