import { PageTitle } from '#client/components/layout/page-title.tsx';
import { AdminHeader } from '#client/features/admin/components/admin-header.tsx';
import { UserManagement } from '#client/features/admin/components/user-management.tsx';

/** /admin/users (SPEC §2: user management), behind `RequireAdmin`: find, approve, suspend, reinstate, change roles, delete. */
export function Component() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Users</PageTitle>
      <AdminHeader title="User management">Approve people on the waiting list, and manage every account.</AdminHeader>
      <UserManagement />
    </div>
  );
}
