import { browserStorage } from '#client/lib/storage.ts';
import {
  applySettings,
  readSettings,
  saveSettings,
  withSystemPreference,
  type AccessibilitySetting,
  type AccessibilitySettings,
} from './settings.ts';

/**
 * The live settings: one copy for the page, kept in step with <html>'s classes and local storage.
 * `restoreAccessibilitySettings` runs from the entry module (main.tsx), before React renders anything,
 * so the first painted content already has the user's contrast, font size and motion. (An inline
 * script in <head> would run even earlier, but the CSP allows no inline script, and before the entry
 * runs the page is an empty white body.)
 */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

let current: AccessibilitySettings | undefined;
const listeners = new Set<() => void>();

export const systemPrefersReducedMotion = () => globalThis.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;

function commit(next: AccessibilitySettings) {
  current = next;
  saveSettings(browserStorage('localStorage'), next);
  applySettings(document.documentElement, next);
  for (const listener of listeners) listener();
}

export function restoreAccessibilitySettings() {
  commit(withSystemPreference(readSettings(browserStorage('localStorage')), systemPrefersReducedMotion()));
  // The OS setting can change while the page is open; it forces the setting on then too.
  globalThis.matchMedia?.(REDUCED_MOTION_QUERY).addEventListener('change', (event) => {
    if (event.matches) commit(withSystemPreference(getAccessibilitySettings(), true));
  });
}

export function getAccessibilitySettings(): AccessibilitySettings {
  current ??= readSettings(browserStorage('localStorage'));
  return current;
}

/** SPEC §4: each setting toggles independently, and each change is saved. */
export function setAccessibilitySetting(name: AccessibilitySetting, value: boolean) {
  commit({ ...getAccessibilitySettings(), [name]: value });
}

export function subscribeToAccessibilitySettings(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
