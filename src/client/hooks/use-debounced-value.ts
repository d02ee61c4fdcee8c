import { useEffect, useState } from 'react';

/** How long a search box waits after the last keystroke before it asks the server (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value`, once it has stopped changing for `delayMs`: a search box sends one request per pause in
 * typing rather than one per keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
