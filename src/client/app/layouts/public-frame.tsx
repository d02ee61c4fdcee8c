import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '#client/components/layout/skip-link.tsx';
import { SiteFooter } from '#client/components/layout/site-footer.tsx';
import { SiteHeader } from '#client/components/layout/site-header.tsx';
import { AccountActions } from '#client/features/auth/components/account-actions.tsx';

/**
 * A public page's frame: the site header with the visitor's account actions, the page, the footer.
 * Shared by the app's public routes (PublicLayout) and the site entry (site/mount-site.tsx).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader actions={(placement) => <AccountActions placement={placement} />} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
