import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts.ts';
import { formatDuration, formatUsd } from '../../../lib/format.ts';

const key = (
  k: string,
  extra: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: unknown }> = {},
) =>
  ({ key: k, altKey: false, ctrlKey: false, metaKey: false, target: null, ...extra }) as Parameters<
    typeof shortcutFor
  >[0];

describe('review shortcuts', () => {
  it('maps j, k, a, r and e, in either case', () => {
    expect(['j', 'k', 'a', 'r', 'E'].map((k) => shortcutFor(key(k)))).toEqual([
      'next',
      'previous',
      'approve',
      'reject',
      'edit',
    ]);
    expect(shortcutFor(key('x'))).toBeNull();
  });

  it('regenerates on g and lists the keys on ?', () => {
    expect(['g', '?'].map((k) => shortcutFor(key(k)))).toEqual(['regenerate', 'help']);
  });

  it('moves with the arrow keys inside the list only; elsewhere they scroll the page, j and k still move', () => {
    const inList = (selector: string) => (selector === '[data-review-list]' ? {} : null);
    const option = { tagName: 'DIV', closest: inList };
    expect(['ArrowDown', 'ArrowUp'].map((k) => shortcutFor(key(k, { target: option })))).toEqual(['next', 'previous']);
    expect(shortcutFor(key('ArrowLeft', { target: option }))).toBeNull();
    const button = { tagName: 'BUTTON', closest: () => null };
    expect(shortcutFor(key('ArrowDown', { target: button }))).toBeNull();
    expect(shortcutFor(key('j', { target: button }))).toBe('next');
  });

  it('stays out of the way while typing or with a modifier', () => {
    expect(shortcutFor(key('a', { target: { tagName: 'TEXTAREA' } }))).toBeNull();
    expect(shortcutFor(key('a', { target: { tagName: 'DIV', isContentEditable: true } }))).toBeNull();
    expect(shortcutFor(key('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('j', { target: { tagName: 'BUTTON' } }))).toBe('next');
  });

  it('leaves every key to an open select (its typeahead and arrows)', () => {
    const inSelect = (selector: string) => (selector.includes(':not([data-review-list])') ? {} : null);
    for (const k of ['j', 'a', 'ArrowDown'])
      expect(shortcutFor(key(k, { target: { tagName: 'DIV', closest: inSelect } }))).toBeNull();
  });

  it('stays out of a dialog (the bulk confirmation) so a key never acts on the row behind it', () => {
    const inside = (selector: string) => (selector.includes('alertdialog') ? {} : null);
    expect(shortcutFor(key('a', { target: { tagName: 'BUTTON', closest: inside } }))).toBeNull();
    expect(shortcutFor(key('a', { target: { tagName: 'BUTTON', closest: () => null } }))).toBe('approve');
  });
});

describe('review figures', () => {
  it('formats durations and unknown costs', () => {
    expect([formatDuration(null), formatDuration(42), formatDuration(180), formatDuration(3_900)]).toEqual([
      '—',
      '42 s',
      '3 min',
      '1 h 5 min',
    ]);
    expect(formatUsd(null)).toBe('Cost unknown');
    expect(formatUsd(0.1234)).toBe('$0.1234');
  });
});
