import { site } from '#client/config/site.ts';

/** Sets the document title (React 19 hoists <title> into <head>), e.g. "Sign in · Coldsmith". */
export function PageTitle({ children }: { children?: string }) {
  return <title>{children ? `${children} · ${site.name}` : `${site.name} — ${site.tagline}`}</title>;
}
