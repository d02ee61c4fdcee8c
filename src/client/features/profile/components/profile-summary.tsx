import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { Me } from '#shared/users.ts';

const roleLabels: Record<Me['role'], string> = { user: 'User', admin: 'Administrator', superadmin: 'Super administrator' };

/** Who is signed in. The full profile (name, password, MFA, account deletion) comes with the accounts issue. */
export function ProfileSummary({ me }: { me: Me }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Account</h2>
        </CardTitle>
        <CardDescription>Your sign-in details.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="font-medium">{me.name}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd>{me.email}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>{roleLabels[me.role]}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
