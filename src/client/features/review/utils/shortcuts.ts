/**
 * The review inbox's keyboard shortcuts (docs/decisions/015; issue 14, item 2), as in the mail clients
 * reviewers live in (Gmail, Superhuman): j/k or the arrow keys move, a/r approve/reject and move on to
 * the next e-mail, e edits, g regenerates with an instruction, ? lists the keys. Ignored while typing in
 * a field or with a modifier held (Shift aside, which `?` needs), so they never eat text or browser
 * shortcuts, and inside a dialog, where the e-mail behind it is not what the reviewer is looking at
 * (the bulk confirmation would otherwise let `a` approve the selected row), or in an open select.
 */
export type ShortcutAction = 'next' | 'previous' | 'approve' | 'reject' | 'edit' | 'regenerate' | 'help';

export const shortcuts: { keys: string[]; action: ShortcutAction; label: string }[] = [
  { keys: ['j', 'ArrowDown'], action: 'next', label: 'Next e-mail' },
  { keys: ['k', 'ArrowUp'], action: 'previous', label: 'Previous e-mail' },
  { keys: ['a'], action: 'approve', label: 'Approve, then next' },
  { keys: ['r'], action: 'reject', label: 'Reject, then next' },
  { keys: ['e'], action: 'edit', label: 'Edit' },
  { keys: ['g'], action: 'regenerate', label: 'Regenerate with an instruction' },
  { keys: ['?'], action: 'help', label: 'Show these keys' },
];

/** How a key is written in the legend: arrows as glyphs. */
export const keyLabel = (key: string) => ({ ArrowDown: '↓', ArrowUp: '↑' })[key] ?? key;

type KeyEventLike = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null };

type TargetLike = { tagName?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown };

const isTyping = (el: TargetLike | null) =>
  !!el && (el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''));
const inDialog = (el: TargetLike | null) => !!el?.closest?.('[role="dialog"], [role="alertdialog"]');
// The arrow keys move the selection only from inside the list (the listbox pattern); elsewhere they
// scroll the page or belong to the focused widget (tabs, a menu). j/k work anywhere on the page.
const inList = (el: TargetLike | null) => !!el?.closest?.('[data-review-list]');
// An open select or menu owns every key (its typeahead reads letters, its arrows move its options).
const inPopup = (el: TargetLike | null) => !!el?.closest?.('[role="listbox"]:not([data-review-list]), [role="menu"]');

export function shortcutFor(event: KeyEventLike): ShortcutAction | null {
  const target = event.target as TargetLike | null;
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(target) || inDialog(target) || inPopup(target))
    return null;
  if (event.key.startsWith('Arrow') && !inList(target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return shortcuts.find((s) => s.keys.includes(key))?.action ?? null;
}
