import { createContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/**
 * How the shared public components (header, footer, landing sections, cookie notice, logout) link and
 * navigate, whichever entry rendered them (docs/decisions/023):
 * - in the app, React Router's `Link` and `useNavigate` (client-side navigation);
 * - on the site entry (the landing page, shipped without React Router to meet its JavaScript
 *   budget), plain anchors and `location.assign`: moving into the app is a full page load.
 */
export type To = string | { pathname?: string; search?: string; hash?: string };

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
};

export type Navigation = {
  Link: ComponentType<LinkProps>;
  /** A hook returning `navigate(path)`; the same function for the life of the app. */
  useNavigate: () => (to: string) => void | Promise<void>;
};

export const toHref = (to: To) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

function useDocumentNavigate() {
  return (to: string) => {
    // Already there (e.g. logging out on the home page): re-rendering is enough, a reload is not wanted.
    if (to !== `${location.pathname}${location.search}`) location.assign(to);
  };
}

export const documentNavigation: Navigation = {
  Link: ({ to, ...props }) => <a href={toHref(to)} {...props} />,
  useNavigate: useDocumentNavigate,
};

export const NavigationContext = createContext<Navigation>(documentNavigation);
