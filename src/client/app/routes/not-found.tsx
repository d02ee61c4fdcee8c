import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPage } from '#client/components/layout/status-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/** Any unknown path (SPEC §2 "Other paths"); the strings are SPEC's, word for word. */
export function Component() {
  return (
    <StatusPage
      icon={Compass}
      eyebrow="404"
      title="Page not found"
      actions={
        <Button asChild>
          <Link to={paths.home}>Return to home</Link>
        </Button>
      }
    >
      <p>The page you are looking for doesn't exist or has been moved.</p>
    </StatusPage>
  );
}
