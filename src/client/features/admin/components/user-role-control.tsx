import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmAction } from '#client/components/confirm-action.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { isAdminRole, userRoles, type AdminUser, type UserRole } from '#shared/users.ts';
import { useUpdateUser } from '../api/users.ts';
import { displayName, roleLabels } from '../utils/format.ts';
import { canChangeRole, type Viewer } from '../utils/permissions.ts';
import { RoleText } from './status-badge.tsx';

/** What a role change means, for the confirmation (DESIGN.md §2: who may manage whom). */
function consequence(role: UserRole): string {
  if (role === 'superadmin') return 'They will manage every user, administrators included, and can grant any role.';
  if (role === 'admin') return 'They will approve, suspend and delete regular users and see the audit log.';
  return 'They lose every administrator right and keep only their own campaigns.';
}

/**
 * The role column for a superadmin: the shared Select, and a confirmation (AlertDialog) before the
 * change is sent — granting or removing rights is not undone by a stray click. Other viewers, and
 * everyone on their own row (the server refuses changing one's own role), see the role as text.
 */
export function UserRoleControl({ user, viewer }: { user: AdminUser; viewer: Viewer }) {
  const update = useUpdateUser();
  const [next, setNext] = useState<UserRole | null>(null);
  const name = displayName(user);
  if (!canChangeRole(viewer, user)) return <RoleText role={user.role} />;
  return (
    <>
      <Select
        value={user.role}
        disabled={update.isPending}
        onValueChange={(role) => {
          if (role !== user.role) setNext(role as UserRole);
        }}
      >
        <SelectTrigger aria-label={`Role of ${name}`} className="h-8 w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {userRoles.map((role) => (
            <SelectItem key={role} value={role}>
              {roleLabels[role]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ConfirmAction
        open={next !== null}
        onOpenChange={(open) => {
          if (!open) setNext(null);
        }}
        title={next ? `Make ${name} ${roleLabels[next].toLowerCase()}?` : ''}
        description={next ? `${user.email}: ${consequence(next)}` : ''}
        confirm={next ? `Make ${roleLabels[next].toLowerCase()}` : 'Confirm'}
        pendingLabel="Changing the role"
        destructive={next !== null && !isAdminRole(next) && isAdminRole(user.role)}
        run={async () => {
          if (!next) return;
          // A refusal stays in the dialog (ConfirmAction shows the server's words).
          const updated = await update.mutateAsync({ id: user.id, change: { role: next } });
          toast.success(`${name} is now ${roleLabels[updated.role].toLowerCase()}`);
        }}
      />
    </>
  );
}
