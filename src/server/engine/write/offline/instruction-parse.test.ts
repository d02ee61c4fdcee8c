import { describe, expect, it } from 'vitest';
import { listProspects } from '../../testing/prospect-lists.ts';
import { parseInstruction, resolveMention } from './instruction-parse.ts';

describe('parseInstruction', () => {
  it.each([
    ['shorter', [{ kind: 'shorter' }]],
    ['Shorter please', [{ kind: 'shorter' }]],
    ['make it a bit more concise', [{ kind: 'shorter' }]],
    ['Keep it brief!', [{ kind: 'shorter' }]],
    ['make it more casual', [{ kind: 'casual' }]],
    ['less formal', [{ kind: 'casual' }]],
    ['Use a more conversational tone', [{ kind: 'casual' }]],
    ['more formal', [{ kind: 'formal' }]],
    ['less casual, more professional', [{ kind: 'formal' }]],
    ["don't ask a question", [{ kind: 'no_question' }]],
    ['No question', [{ kind: 'no_question' }]],
    ['Do not end with a question', [{ kind: 'no_question' }]],
    ['end with a statement instead', [{ kind: 'no_question' }]],
    ['mention their description', [{ kind: 'mention', field: 'description' }]],
    ['Mention the hiring column', [{ kind: 'mention', field: 'hiring' }]],
    ['talk about their Remote Policy', [{ kind: 'mention', field: 'remote policy' }]],
    ['lead with “Company Size”', [{ kind: 'mention', field: 'company size' }]],
    ['Shorter and more casual, no question', [{ kind: 'shorter' }, { kind: 'casual' }, { kind: 'no_question' }]],
    [
      'please mention their size and remote policy',
      [
        { kind: 'mention', field: 'size' },
        { kind: 'mention', field: 'remote policy' },
      ],
    ],
    ['mention their title; then make it shorter', [{ kind: 'mention', field: 'title' }, { kind: 'shorter' }]],
    ['shorter, shorter', [{ kind: 'shorter' }]],
    ['  ', []],
  ])('reads %j', (text, expected) => {
    expect(parseInstruction(text)).toEqual(expected);
  });

  it.each([
    'add a joke',
    'write in the style of Hemingway',
    'add a P.S. about our webinar',
    'shorter and add a joke',
    'translate it into French',
    'more enthusiastic',
  ])('leaves %j to a model', (text) => {
    expect(parseInstruction(text)).toEqual({ unsupported: text });
  });
});

describe('resolveMention on the committed prospect list', () => {
  const rows = listProspects();
  const lifen = rows[0]!.prospect;
  const sizeless = rows.find((r) => !r.prospect.fields['Company Size'])!.prospect;
  const columns = ['Company Size', 'Remote Policy'];

  it('finds standard fields by name or label, and custom columns in any case or by part of the header', () => {
    expect(resolveMention(lifen, 'description')).toEqual({ name: 'notes', blank: false });
    expect(resolveMention(lifen, 'company description')).toEqual({ name: 'notes', blank: false });
    expect(resolveMention(lifen, 'job title')).toEqual({ name: 'title', blank: false });
    expect(resolveMention(lifen, 'city')).toEqual({ name: 'location', blank: false });
    expect(resolveMention(lifen, 'industry')).toEqual({ name: 'industry', blank: true });
    expect(resolveMention(lifen, 'remote policy')).toEqual({ name: 'Remote Policy', blank: false });
    expect(resolveMention(lifen, 'size')).toEqual({ name: 'Company Size', blank: false });
  });

  it('knows a column this prospect left blank from the campaign’s columns', () => {
    expect(resolveMention(sizeless, 'company size')).toBeNull();
    expect(resolveMention(sizeless, 'company size', columns)).toEqual({ name: 'Company Size', blank: true });
  });

  it('finds nothing for a field no row has', () => {
    expect(resolveMention(lifen, 'recent funding', columns)).toBeNull();
    expect(resolveMention(lifen, 'hiring', columns)).toBeNull();
  });
});
