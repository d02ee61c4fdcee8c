import type { ComponentProps } from 'react';

/**
 * A link to another site, opened in a new tab that gets neither `window.opener` (the page cannot steer
 * ours) nor a referrer (the site does not learn which of our pages sent the reader).
 */
export function ExternalLink(props: ComponentProps<'a'> & { href: string }) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
