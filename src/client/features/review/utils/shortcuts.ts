/**
 * The review table's keyboard shortcuts (docs/decisions/015): j/k next/previous e-mail, a approve,
 * r reject, e edit. Ignored while typing in a field or with a modifier held, so they never eat text or
 * browser shortcuts, and inside a dialog, where the e-mail behind it is not what the reviewer is
 * looking at (the bulk confirmation would otherwise let `a` approve the selected row).
 */
export type ShortcutAction = 'next' | 'previous' | 'approve' | 'reject' | 'edit';

export const shortcuts: { key: string; action: ShortcutAction; label: string }[] = [
  { key: 'j', action: 'next', label: 'Next e-mail' },
  { key: 'k', action: 'previous', label: 'Previous e-mail' },
  { key: 'a', action: 'approve', label: 'Approve' },
  { key: 'r', action: 'reject', label: 'Reject' },
  { key: 'e', action: 'edit', label: 'Edit the body' },
];

type KeyEventLike = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null };

type TargetLike = { tagName?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown };

const isTyping = (el: TargetLike | null) =>
  !!el && (el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''));
const inDialog = (el: TargetLike | null) => !!el?.closest?.('[role="dialog"], [role="alertdialog"]');

export function shortcutFor(event: KeyEventLike): ShortcutAction | null {
  const target = event.target as TargetLike | null;
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(target) || inDialog(target)) return null;
  return shortcuts.find((s) => s.key === event.key.toLowerCase())?.action ?? null;
}
