import { LayoutDashboard } from 'lucide-react';
import { Link } from '#client/components/navigation/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { useHydrated } from '#client/hooks/use-hydrated.ts';
import { cn } from '#client/lib/cn.ts';
import { useMe } from '../api/get-me.ts';
import { LogoutButton } from './logout-button.tsx';

/**
 * The header's account corner (SPEC §2): a signed-in user gets 'Dashboard' and 'Logout', a visitor
 * 'Secure Your Spot'. Nothing is drawn until `me` is known, so neither flashes for the wrong person.
 * On the prerendered landing page that blank is what the build drew, kept until hydration is over
 * even when `me` has come back by then. `menu` stacks them full width for the mobile menu.
 */
export function AccountActions({ placement }: { placement: 'bar' | 'menu' }) {
  const { data: me, isPending } = useMe();
  const hydrated = useHydrated();
  const full = placement === 'menu' && 'w-full';
  if (isPending || !hydrated) return <span className="h-9 w-32" aria-hidden="true" />;
  if (!me) {
    return (
      <Button asChild className={cn(full)}>
        <Link to={paths.signup}>Secure Your Spot</Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" className={cn(full)}>
        <Link to={paths.dashboard}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
      <LogoutButton variant="outline" className={cn(full)} />
    </>
  );
}
