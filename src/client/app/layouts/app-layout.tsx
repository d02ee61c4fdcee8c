import { LayoutDashboard, ShieldCheck, Sparkles, UserRound, Webhook } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, type AppNavItem } from '#client/components/layout/app-shell.tsx';
import { paths } from '#client/config/paths.ts';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { UserAccountCard } from '#client/features/auth/components/user-account-card.tsx';
import { isAdminRole } from '#shared/users.ts';

/**
 * Pages behind sign-in get the app shell. Overview stays active on a campaign's pages (they live under
 * /dashboard); settings join `nav` as they ship. Admins and superadmins also get Admin (/admin and
 * /admin/users, SPEC §2 "Admin-only routes").
 */
const navFor = (pathname: string, admin: boolean): readonly AppNavItem[] => [
  // The playground lives under /dashboard too; there Overview matches its own path exactly.
  { label: 'Overview', to: paths.dashboard, icon: LayoutDashboard, end: pathname.startsWith(paths.playground) },
  { label: 'Playground', to: paths.playground, icon: Sparkles },
  { label: 'Webhooks', to: paths.webhooks, icon: Webhook },
  { label: 'Profile', to: paths.profile, icon: UserRound },
  ...(admin ? [{ label: 'Admin', to: paths.admin, icon: ShieldCheck }] : []),
];

export function AppLayout() {
  const { data: me } = useMe();
  const nav = navFor(useLocation().pathname, me != null && isAdminRole(me.role));
  return (
    <AppShell nav={nav} account={<UserAccountCard />}>
      <Outlet />
    </AppShell>
  );
}
