import { useMe } from '../api/get-me.ts';
import { LogoutButton } from './logout-button.tsx';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** The signed-in user's corner of the app shell: who they are, their role when it matters, and Logout. */
export function UserAccountCard() {
  const { data: me } = useMe();
  return (
    <div className="grid grid-cols-1 gap-3">
      {me ? (
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {initialsOf(me.name)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{me.name}</p>
            <p className="truncate text-xs text-muted-foreground">{me.email}</p>
            {me.role !== 'user' ? <p className="text-xs font-medium text-primary capitalize">{me.role}</p> : null}
          </div>
        </div>
      ) : null}
      <LogoutButton variant="outline" size="sm" className="w-full" />
    </div>
  );
}
