import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '#client/components/layout/skip-link.tsx';
import { SiteFooter } from '#client/components/layout/site-footer.tsx';
import { SiteHeader } from '#client/components/layout/site-header.tsx';
import { AccountActions } from '#client/features/auth/components/account-actions.tsx';

/** Public pages: the site header with the visitor's account actions, the page, the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader actions={(placement) => <AccountActions placement={placement} />} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
