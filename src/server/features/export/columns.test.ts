import { describe, expect, it } from 'vitest';
import { customHeaders, domainOf, phoneOf, stepCells, stepColumns } from './columns.ts';
import type { ExportGroup } from './types.ts';

const email = (step: number, text: string) => ({
  step,
  subject: `S${text}`,
  opener: `O${text}`,
  body: `B${text}`,
  status: 'approved' as const,
  grade: 'A',
  verdict: 'edit' as const,
});
const group = (emails: ExportGroup['emails']): ExportGroup => ({
  prospect: {
    email: 'a@b.co',
    firstName: null,
    lastName: null,
    title: null,
    company: null,
    website: null,
    linkedinUrl: null,
    industry: null,
    location: null,
    notes: null,
    fields: {},
  },
  emails,
});

describe('export columns', () => {
  it('names step columns <part>_<step> and fills the cells by step, blank where a step is missing', () => {
    expect(stepColumns(2, ['subject', 'body'])).toEqual(['subject_1', 'body_1', 'subject_2', 'body_2']);
    const cells = stepCells(group([email(3, 'c'), email(1, 'a'), email(7, 'beyond'), email(0, 'zero')]), 3, [
      'subject',
      'grade',
      'verdict',
    ]);
    expect(cells).toEqual(['Sa', 'A', 'edit', '', '', '', 'Sc', 'A', 'edit']);
  });

  it('renames custom columns that collide with the layout, case-insensitively, until free', () => {
    expect(customHeaders(['Stage', 'EMAIL', 'custom_email', 'subject_1'], ['email', 'subject_1'])).toEqual([
      'Stage',
      'custom_EMAIL',
      'custom_custom_email',
      'custom_subject_1',
    ]);
  });

  it('derives a company domain and finds a phone among custom fields', () => {
    expect(domainOf('https://www.acme.dev/about')).toBe('acme.dev');
    expect(domainOf('zeta.io')).toBe('zeta.io');
    expect(domainOf('not a url')).toBe('');
    expect(domainOf(null)).toBe('');
    expect(phoneOf({ Stage: 'Seed', 'Phone Number': '+33 1 23 45 67 89' })).toBe('+33 1 23 45 67 89');
    expect(phoneOf({ Stage: 'Seed' })).toBe('');
  });
});
