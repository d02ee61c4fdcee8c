import { LayoutDashboard, Sparkles, UserRound } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, type AppNavItem } from '#client/components/layout/app-shell.tsx';
import { paths } from '#client/config/paths.ts';
import { UserAccountCard } from '#client/features/auth/components/user-account-card.tsx';

/**
 * Pages behind sign-in get the app shell. Overview stays active on a campaign's pages (they live under
 * /dashboard); settings join `nav` as they ship.
 */
const navFor = (pathname: string): readonly AppNavItem[] => [
  // The playground lives under /dashboard too; there Overview matches its own path exactly.
  { label: 'Overview', to: paths.dashboard, icon: LayoutDashboard, end: pathname.startsWith(paths.playground) },
  { label: 'Playground', to: paths.playground, icon: Sparkles },
  { label: 'Profile', to: paths.profile, icon: UserRound },
];

export function AppLayout() {
  const nav = navFor(useLocation().pathname);
  return (
    <AppShell nav={nav} account={<UserAccountCard />}>
      <Outlet />
    </AppShell>
  );
}
