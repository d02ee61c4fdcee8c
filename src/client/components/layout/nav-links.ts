import { paths, sections } from '#client/config/paths.ts';

/** The header's links (SPEC §2): Home, then the landing page's Features and Pricing sections. */
export const headerLinks = [
  { label: 'Home', to: { pathname: paths.home, hash: '' } },
  { label: 'Features', to: { pathname: paths.home, hash: `#${sections.features}` } },
  { label: 'Pricing', to: { pathname: paths.home, hash: `#${sections.pricing}` } },
] as const;
