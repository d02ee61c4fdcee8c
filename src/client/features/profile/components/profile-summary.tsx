import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { Me } from '#shared/users.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EmailForm } from './email-form.tsx';
import { NameForm } from './name-form.tsx';

const roleLabels: Record<Me['role'], string> = {
  user: 'User',
  admin: 'Administrator',
  superadmin: 'Super administrator',
};

/** The account card of /profile: name, e-mail (each changeable), role, and the password. */
export function ProfileSummary({ me }: { me: Me }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Account</h2>
        </CardTitle>
        <CardDescription>Your sign-in details.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <NameForm name={me.name} />
        <EmailForm email={me.email} />
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Role</dt>
          <dd>{roleLabels[me.role]}</dd>
        </dl>
        <section aria-labelledby="password-heading" className="grid gap-3 border-t pt-5">
          <h3 id="password-heading" className="text-sm font-semibold">
            Password
          </h3>
          <ChangePasswordForm />
        </section>
      </CardContent>
    </Card>
  );
}
