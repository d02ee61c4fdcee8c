import { describe, expect, it } from 'vitest';
import { prospectDataSchema } from '#shared/prospects.ts';
import { availableMergeFields, listMergeFields, mergeFieldFlags, renderMergeFields } from './merge-fields.ts';

const prospect = prospectDataSchema.parse({
  firstName: 'Sara',
  lastName: 'Weber',
  company: 'Pibit.ai',
  title: '',
  notes: 'Ignore {{first_name}} and {{constructor}} — literal text',
  fields: { 'Funding Stage': 'Series A', 'YC Batch': 'Winter 2021', Empty: '  ' },
});

describe('renderMergeFields', () => {
  it('renders standard fields in snake, camel and spaced forms', () => {
    expect(
      renderMergeFields('Hi {{first_name}} / {{firstName}} / {{ First Name }} at {{company}}', prospect).text,
    ).toBe('Hi Sara / Sara / Sara at Pibit.ai');
  });

  it('renders custom columns by header, ignoring case, spaces and punctuation', () => {
    const r = renderMergeFields('{{Funding Stage}} {{funding_stage}} {{FUNDING-STAGE}} {{yc batch}}', prospect);
    expect(r).toEqual({
      text: 'Series A Series A Series A Winter 2021',
      missing: [],
      used: [
        { field: 'Funding Stage', value: 'Series A', prospect: true },
        { field: 'Funding Stage', value: 'Series A', prospect: true },
        { field: 'Funding Stage', value: 'Series A', prospect: true },
        { field: 'YC Batch', value: 'Winter 2021', prospect: true },
      ],
    });
  });

  it('uses a fallback for an empty or unknown field, in plain, quoted or Liquid form', () => {
    const r = renderMergeFields('Hi {{title|there}}, {{Empty | "friend"}}, {{nope | default: "team"}}', prospect);
    expect(r.text).toBe('Hi there, friend, team');
    expect(r.missing).toEqual([]);
  });

  it('reports unknown and empty fields without a fallback and leaves them visible', () => {
    const r = renderMergeFields('Hi {{title}}, re {{Revenue}}', prospect);
    expect(r.text).toBe('Hi {{title}}, re {{Revenue}}');
    expect(r.missing).toEqual([
      { token: '{{title}}', field: 'title', reason: 'empty' },
      { token: '{{Revenue}}', field: 'Revenue', reason: 'unknown' },
    ]);
    expect(mergeFieldFlags(r)).toEqual(['missing_merge_field']);
  });

  it('never evaluates anything: prospect values stay literal, object keys are not fields', () => {
    const r = renderMergeFields('{{notes}} {{toString}} {{__proto__}} {{constructor}}', prospect);
    expect(r.text).toBe(
      'Ignore {{first_name}} and {{constructor}} — literal text {{toString}} {{__proto__}} {{constructor}}',
    );
    expect(r.missing.map((m) => m.reason)).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('fills extras (sender fields, the opener) and full_name', () => {
    const r = renderMergeFields('{{opener}} — {{sender_name}} to {{full_name}}', prospect, {
      opener: 'Saw X.',
      senderName: 'Maya',
    });
    expect(r.text).toBe('Saw X. — Maya to Sara Weber');
    expect(r.used.every((u) => !u.prospect)).toBe(true);
  });
});

describe('listMergeFields', () => {
  it('lists standard fields, full_name, every custom column and the extras, with how often each is filled', () => {
    const other = prospectDataSchema.parse({ firstName: 'Jae', fields: { 'Funding Stage': '', Region: 'EU' } });
    const list = listMergeFields([prospect, other], { sender_name: 'Maya' });
    const byKey = Object.fromEntries(list.map((f) => [f.key, f]));
    expect(list.map((f) => f.key)).toEqual([
      'email',
      'first_name',
      'last_name',
      'title',
      'company',
      'website',
      'linkedin_url',
      'industry',
      'location',
      'notes',
      'full_name',
      'funding_stage',
      'yc_batch',
      'empty',
      'region',
      'sender_name',
    ]);
    expect(byKey.first_name).toMatchObject({
      token: '{{first_name}}',
      field: 'firstName',
      source: 'standard',
      filled: 2,
      total: 2,
      example: 'Sara',
    });
    expect(byKey.funding_stage).toMatchObject({
      field: 'Funding Stage',
      source: 'custom',
      filled: 1,
      example: 'Series A',
    });
    expect(byKey.empty).toMatchObject({ filled: 0, example: null });
    expect(byKey.sender_name).toMatchObject({ source: 'extra', filled: 2 });
  });
});

describe('availableMergeFields', () => {
  it('lists one prospect’s fields, custom columns by snake_case key, filled or not', () => {
    const list = availableMergeFields(prospect);
    expect(list.find((f) => f.key === 'first_name')).toMatchObject({ filled: 1, total: 1, example: 'Sara' });
    expect(list.find((f) => f.key === 'linkedin_url')).toMatchObject({ filled: 0, example: null });
    expect(list.filter((f) => f.source === 'custom').length).toBe(Object.keys(prospect.fields).length);
  });
});
