import { describe, expect, it } from 'vitest';
import { stripMarkup, withoutMarkup } from './markup.ts';

describe('stripMarkup', () => {
  it.each([
    ['<script>alert(1)</script>', ''],
    ['Acme<script>alert(1)</script>', 'Acme'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="https://evil.example">Acme</a>', 'Acme'],
    ['<b>Jane</b>', 'Jane'],
    ['Jane<br>Doe', 'Jane Doe'],
    ['<p>Ships</p><p>payroll</p>', 'Ships payroll'],
    ['<!-- hidden -->Pibit', 'Pibit'],
    ['Tom &amp; <i>Jerry</i>', 'Tom & Jerry'],
    ['<b>&lt;script&gt;alert(1)&lt;/script&gt;</b>', ''],
    ['<b>&lt;img src=x onerror=alert(1)&gt;</b>Hi', 'Hi'],
    ['Stray </div>close', 'Stray close'],
    ['<style>p{color:red}</style>Note', 'Note'],
  ])('%s → %j', (value, text) => {
    expect(stripMarkup(value)).toBe(text);
  });

  it.each(['Jane', 'AT&amp;T', 'I <3 payroll', 'a < b > c', 'Revenue <5M', '=SUM(A1)', ''])(
    'leaves %j alone: no markup',
    (value) => {
      expect(stripMarkup(value)).toBeNull();
    },
  );
});

describe('withoutMarkup', () => {
  it('cleans standard fields and custom columns, and says which', () => {
    const { data, findings } = withoutMarkup({
      email: 'sara@pibit.ai',
      firstName: '<b>Sara</b>',
      lastName: null,
      title: 'CTO',
      company: '<img src=x onerror=alert(1)>',
      website: null,
      linkedinUrl: null,
      industry: null,
      location: null,
      notes: 'Serves <a href="https://x.example">1,200 carriers</a>',
      fields: { hook: '<script>steal()</script>', city: 'Austin' },
    });
    expect(data).toMatchObject({
      firstName: 'Sara',
      company: null,
      notes: 'Serves 1,200 carriers',
      title: 'CTO',
      fields: { city: 'Austin' },
    });
    expect(findings.map((f) => f.field)).toEqual(['firstName', 'company', 'notes', 'hook']);
    expect(findings.map((f) => f.reason)).toEqual([
      'first name held HTML markup, removed (kept "Sara")',
      'company held HTML markup, removed (nothing left)',
      'notes held HTML markup, removed (kept "Serves 1,200 carriers")',
      'hook held HTML markup, removed (nothing left)',
    ]);
  });
});
