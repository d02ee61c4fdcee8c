import { describe, expect, it } from 'vitest';
import { prospectDataSchema } from '#shared/prospects.ts';
import { fromProspect, parsePastedProspect, toRequestProspect } from './prospect-values.ts';

describe('parsePastedProspect', () => {
  it('fills standard fields whatever their spelling and keeps the rest as custom columns', () => {
    const values = parsePastedProspect(
      JSON.stringify({
        first_name: 'Sara',
        'Last Name': 'Weber',
        company: 'Pibit.ai',
        linkedinURL: 'https://linkedin.com/in/sara',
        employees: 42,
        'YC Batch': 'S21',
        fields: { funding: 'Seed', email: 'kept@custom.dev' },
        tags: ['x'],
        empty: '',
      }),
    );
    expect(values.standard).toEqual({
      firstName: 'Sara',
      lastName: 'Weber',
      company: 'Pibit.ai',
      linkedinUrl: 'https://linkedin.com/in/sara',
    });
    // A key inside `fields` is a custom column even when it looks like a standard one.
    expect(values.custom).toEqual({ employees: '42', 'YC Batch': 'S21', funding: 'Seed', email: 'kept@custom.dev' });
  });

  it('refuses what is not one JSON object, with a message for people', () => {
    expect(() => parsePastedProspect('Sara,Weber,Pibit.ai')).toThrow(/Paste a JSON object/);
    expect(() => parsePastedProspect('[{"firstName":"Sara"}]')).toThrow(/not a list/);
    expect(() => parsePastedProspect('"Sara"')).toThrow(/not a list or a single value/);
  });
});

describe('prospect values ↔ the API', () => {
  it('takes a stored prospect whole and sends only what has a value, in a shape the server accepts', () => {
    const stored = prospectDataSchema.parse({
      firstName: 'Sara',
      company: 'Pibit.ai',
      notes: '',
      fields: { 'YC Batch': 'S21' },
    });
    const values = fromProspect(stored);
    expect(values).toEqual({ standard: { firstName: 'Sara', company: 'Pibit.ai' }, custom: { 'YC Batch': 'S21' } });
    const request = toRequestProspect({ ...values, standard: { ...values.standard, title: '  ' } });
    expect(request).toEqual({ firstName: 'Sara', company: 'Pibit.ai', fields: { 'YC Batch': 'S21' } });
    expect(prospectDataSchema.safeParse(request).success).toBe(true);
    expect(toRequestProspect({ standard: { firstName: 'Sara' }, custom: {} })).toEqual({ firstName: 'Sara' });
  });
});
