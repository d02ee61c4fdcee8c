import { describe, expect, it } from 'vitest';
import {
  applySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  parseSettings,
  ROOT_CLASSES,
  withSystemPreference,
} from './settings.ts';

describe('accessibility settings (SPEC §3, §4)', () => {
  it('parses stored JSON field by field, anything but true counting as off', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseSettings('{broken')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseSettings('"text"')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseSettings('{"highContrast":true,"reduceMotion":"true","increasedFontSize":1,"extra":true}')).toEqual({
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      highContrast: true,
    });
  });

  it('forces reduce motion on when the operating system prefers it, and never forces it off', () => {
    expect(withSystemPreference(DEFAULT_ACCESSIBILITY_SETTINGS, true).reduceMotion).toBe(true);
    expect(withSystemPreference({ ...DEFAULT_ACCESSIBILITY_SETTINGS, reduceMotion: true }, false).reduceMotion).toBe(
      true,
    );
    expect(withSystemPreference(DEFAULT_ACCESSIBILITY_SETTINGS, false).reduceMotion).toBe(false);
  });

  it('puts exactly the classes of the settings that are on onto the root, with SPEC’s names', () => {
    expect(ROOT_CLASSES).toEqual({
      highContrast: 'high-contrast',
      reduceMotion: 'reduce-motion',
      increasedFontSize: 'increased-font',
      screenReaderFriendly: 'screen-reader-friendly',
    });
    const classes = new Set(['unrelated', 'reduce-motion']);
    const root = {
      classList: {
        toggle: (name: string, on?: boolean) => (on ? classes.add(name) : classes.delete(name), Boolean(on)),
      },
    };
    applySettings(root, { ...DEFAULT_ACCESSIBILITY_SETTINGS, highContrast: true, screenReaderFriendly: true });
    expect([...classes].sort()).toEqual(['high-contrast', 'screen-reader-friendly', 'unrelated']);
  });
});
