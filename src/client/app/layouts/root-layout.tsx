import { Outlet, ScrollRestoration } from 'react-router';
import { CookieNotice } from '#client/features/cookie-consent/components/cookie-notice.tsx';

/**
 * The root of every route: the page, React Router's scroll handling (top of the page on a new
 * navigation, the element named by the hash when there is one, the old position on Back), and the
 * cookie notice, which every page may show (SPEC §2).
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <CookieNotice />
    </>
  );
}
