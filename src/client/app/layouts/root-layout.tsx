import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The root of every route: the page, and React Router's scroll handling (top of the page on a new
 * navigation, the element named by the hash when there is one, the old position on Back).
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
