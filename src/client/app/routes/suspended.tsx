import { Ban } from 'lucide-react';
import { Navigate } from 'react-router';
import { StatusPage } from '#client/components/layout/status-page.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { useContactEmail } from '#client/features/config/hooks/use-contact-email.ts';
import { LogoutButton } from '#client/features/auth/components/logout-button.tsx';
import { homePathFor } from '#client/features/auth/utils/destinations.ts';

/**
 * /suspended (SPEC §2): a suspended user can still sign in (DESIGN.md §2) but sees only this page. It
 * says how to appeal and lets them sign out. A signed-in user who is not suspended has nothing to read
 * here and is sent where they belong (the dashboard, or the waiting list while pending).
 */
export function Component() {
  const { data: me } = useMe();
  const contactEmail = useContactEmail();
  if (me && me.status !== 'suspended') return <Navigate to={homePathFor(me)} replace />;
  return (
    <StatusPage
      icon={Ban}
      title="Your account is suspended"
      actions={me ? <LogoutButton variant="outline" /> : undefined}
    >
      <p>
        An administrator has suspended this account, so campaigns and drafts are unavailable. If you think this is a
        mistake, write to{' '}
        <a
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          href={`mailto:${contactEmail}`}
        >
          {contactEmail}
        </a>
        .
      </p>
    </StatusPage>
  );
}
