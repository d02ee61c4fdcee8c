import { STORAGE_KEYS } from '#shared/app.ts';

/**
 * SPEC §1: the product has one fixed light theme. It is recorded under `coldsmith-theme` and the `dark`
 * class is removed from <html>, so nothing (an extension, an old stored value) can switch it.
 */
export const FIXED_THEME = 'light';

export function applyFixedTheme() {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, FIXED_THEME);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); the class below still applies.
  }
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = FIXED_THEME;
}
