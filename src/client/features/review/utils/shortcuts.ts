/**
 * The review table's keyboard shortcuts (issue 4 item 6): j/k next/previous e-mail, a approve,
 * r reject, e edit. Ignored while typing in a field or with a modifier held, so they never eat text or
 * browser shortcuts.
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

const isTyping = (target: EventTarget | null) => {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  return !!el && (el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''));
};

export function shortcutFor(event: KeyEventLike): ShortcutAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  return shortcuts.find((s) => s.key === event.key.toLowerCase())?.action ?? null;
}
