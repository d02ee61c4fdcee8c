import { CalendarDays, CircleCheck, Mail, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Me } from '#shared/users.ts';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

const steps = [
  {
    icon: UserCheck,
    title: 'An administrator reviews your account',
    text: 'Accounts are approved by a person, in order of sign-up.',
  },
  {
    icon: CircleCheck,
    title: 'You get access to the dashboard',
    text: 'Sign in with this e-mail and you go straight to your campaigns.',
  },
] as const;

/**
 * A pending user's place on the waiting list (DESIGN.md §2): their position, when they signed up, and
 * what happens next. `actions` holds the page's buttons (Logout).
 */
export function WaitlistStatus({
  me,
  actions,
}: {
  me: Pick<Me, 'name' | 'email' | 'waitlistPosition' | 'createdAt'>;
  actions: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <div className="grid justify-items-center gap-1 rounded-lg border bg-accent/60 px-4 py-6 text-center">
        <p className="text-sm font-medium text-accent-foreground">Your position</p>
        <p className="text-5xl font-bold tracking-tight text-primary tabular-nums" data-testid="waitlist-position">
          {me.waitlistPosition ? `#${me.waitlistPosition}` : '—'}
        </p>
        <p className="text-sm text-muted-foreground">on the waiting list</p>
      </div>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-center gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Mail className="size-4" aria-hidden="true" />
            Account
          </dt>
          <dd className="ml-auto truncate font-medium">{me.email}</dd>
        </div>
        <div className="flex items-center gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            Signed up
          </dt>
          <dd className="ml-auto font-medium">
            <time dateTime={me.createdAt}>{dateFormat.format(new Date(me.createdAt))}</time>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="next-steps" className="grid gap-3">
        <h2 id="next-steps" className="text-sm font-semibold">
          What happens next
        </h2>
        <ol className="grid gap-3">
          {steps.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      {actions}
    </div>
  );
}
