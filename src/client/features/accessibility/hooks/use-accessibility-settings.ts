import { useSyncExternalStore } from 'react';
import { getAccessibilitySettings, subscribeToAccessibilitySettings } from '../utils/accessibility-store.ts';

/** The current accessibility settings; re-renders when any of them changes. */
export const useAccessibilitySettings = () =>
  useSyncExternalStore(subscribeToAccessibilitySettings, getAccessibilitySettings);
