import { LogOut } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useLogout } from '../hooks/use-logout.ts';

/** The 'Logout' button used in the header, the app shell and the waiting-list page. */
export function LogoutButton({ children = 'Logout', ...props }: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const logout = useLogout();
  return (
    <Button {...props} disabled={logout.isPending || props.disabled} onClick={() => logout.mutate()}>
      <LogOut aria-hidden="true" />
      {children}
    </Button>
  );
}
