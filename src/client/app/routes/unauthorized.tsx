import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPage } from '#client/components/layout/status-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/** /unauthorized (SPEC §2): where an admin route sends someone without the role. */
export function Component() {
  return (
    <StatusPage
      icon={ShieldAlert}
      eyebrow="403"
      title="Access denied"
      actions={
        <>
          <Button asChild>
            <Link to={paths.dashboard}>Go to dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home}>Return to home</Link>
          </Button>
        </>
      }
    >
      <p>
        This page is for administrators. If you think you should have access, ask an administrator of this Coldsmith
        instance.
      </p>
    </StatusPage>
  );
}
