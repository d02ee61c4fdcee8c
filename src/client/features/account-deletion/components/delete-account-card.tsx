import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';

/** The profile's way out: a plain description and the link to /account/deletion, where it is confirmed. */
export function DeleteAccountCard() {
  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Delete account</h2>
        </CardTitle>
        <CardDescription>
          Remove this account and everything in it: campaigns, prospects, e-mails and keys. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          asChild
          variant="outline"
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Link to={paths.accountDeletion}>Delete my account…</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
