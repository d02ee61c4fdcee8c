/**
 * "Skip to content" (SPEC §2): the first focusable element on every page, visible only when focused,
 * jumping keyboard and screen-reader users past the navigation to `<main id="main-content">`.
 */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-none"
    >
      Skip to content
    </a>
  );
}
