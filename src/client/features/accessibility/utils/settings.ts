import type { KeyValueStorage } from '#client/lib/storage.ts';
import { readItem, writeItem } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/app.ts';

/**
 * The four accessibility settings (SPEC §2, §3: stored under `accessibility-settings`, all boolean)
 * and the class each puts on <html> (SPEC §4). styles/globals.css gives every class its effect.
 */
export type AccessibilitySettings = {
  highContrast: boolean;
  reduceMotion: boolean;
  increasedFontSize: boolean;
  screenReaderFriendly: boolean;
};
export type AccessibilitySetting = keyof AccessibilitySettings;

export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = {
  highContrast: false,
  reduceMotion: false,
  increasedFontSize: false,
  screenReaderFriendly: false,
};

/** SPEC §4's class names, word for word. */
export const ROOT_CLASSES: Record<AccessibilitySetting, string> = {
  highContrast: 'high-contrast',
  reduceMotion: 'reduce-motion',
  increasedFontSize: 'increased-font',
  screenReaderFriendly: 'screen-reader-friendly',
};

export const SETTING_NAMES = Object.keys(DEFAULT_ACCESSIBILITY_SETTINGS) as AccessibilitySetting[];

/** Reads stored JSON; a missing, broken or partial value falls back to `false` field by field. */
export function parseSettings(raw: string | null): AccessibilitySettings {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : {};
  } catch {
    stored = {};
  }
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(SETTING_NAMES.map((name) => [name, source[name] === true])) as AccessibilitySettings;
}

export const readSettings = (storage: KeyValueStorage | undefined) =>
  parseSettings(readItem(storage, STORAGE_KEYS.accessibility));

export const saveSettings = (storage: KeyValueStorage | undefined, settings: AccessibilitySettings) =>
  writeItem(storage, STORAGE_KEYS.accessibility, JSON.stringify(settings));

/** SPEC §4: reduceMotion is forced on when the operating system prefers reduced motion. */
export const withSystemPreference = (
  settings: AccessibilitySettings,
  prefersReducedMotion: boolean,
): AccessibilitySettings =>
  prefersReducedMotion && !settings.reduceMotion ? { ...settings, reduceMotion: true } : settings;

/** Puts exactly the classes of the settings that are on onto `root`. */
export function applySettings(root: { classList: Pick<DOMTokenList, 'toggle'> }, settings: AccessibilitySettings) {
  for (const name of SETTING_NAMES) root.classList.toggle(ROOT_CLASSES[name], settings[name]);
}
