import { LayoutDashboard, UserRound } from 'lucide-react';
import { Outlet } from 'react-router';
import { AppShell, type AppNavItem } from '#client/components/layout/app-shell.tsx';
import { paths } from '#client/config/paths.ts';
import { UserAccountCard } from '#client/features/auth/components/user-account-card.tsx';

/**
 * Pages behind sign-in get the app shell. Overview stays active on a campaign's pages (they live under
 * /dashboard); the playground and settings join `nav` as they ship.
 */
const nav: readonly AppNavItem[] = [
  { label: 'Overview', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Profile', to: paths.profile, icon: UserRound },
];

export function AppLayout() {
  return (
    <AppShell nav={nav} account={<UserAccountCard />}>
      <Outlet />
    </AppShell>
  );
}
