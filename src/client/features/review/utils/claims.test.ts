import { describe, expect, it } from 'vitest';
import type { Prospect } from '#shared/prospects.ts';
import { claimSegments } from './claims.ts';

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
    const marked = segments.filter((s) => s.source);
    // The longer claim wins the overlap; a claim the text does not hold marks nothing.
    expect(marked.map((s) => [s.text, s.source!.label, s.source!.value])).toEqual([
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
    expect(funding!.source).toMatchObject({ label: 'Funding', value: 'Series B', supported: true });
    const [, missing] = claimSegments('A rocket.', [{ claim: 'rocket', field: 'Rockets', supported: false }], prospect);
    expect(missing!.source).toMatchObject({ value: null, supported: false });
  });
});
