import type { ToasterProps } from 'sonner';

/**
 * The toast area, with SPEC §9's constants: 3 visible, 4 s, gap 14, top right, Alt+T to focus it.
 * SPEC's width of 356 px is sonner's built-in default. SPEC's 20 px swipe-dismiss threshold cannot be
 * set: sonner 2 fixes its threshold at 45 px (`SWIPE_THRESHOLD`, not an option). DESIGN.md §2 merges
 * SPEC's second toast component into this one.
 */
export const toasterConfig = {
  visibleToasts: 3,
  duration: 4_000,
  gap: 14,
  position: 'top-right',
  hotkey: ['altKey', 'KeyT'],
  theme: 'light',
} as const satisfies ToasterProps;
