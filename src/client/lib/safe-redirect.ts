/**
 * The location to return to after sign-in, taken from the `redirectTo` query parameter (DESIGN.md §2).
 * Only a same-origin path is accepted: it must start with `/` but not `//` or `/\` (both of which
 * browsers read as another host), so the parameter cannot send a user to another site.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback: string,
  origin = window.location.origin,
): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
