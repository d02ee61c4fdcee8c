import { PageTitle } from '#client/components/layout/page-title.tsx';
import { AdminHeader } from '#client/features/admin/components/admin-header.tsx';
import { AdminOverview } from '#client/features/admin/components/admin-overview.tsx';

/** /admin (SPEC §2: super admin dashboard), behind `RequireAdmin`: users by status, generation figures, charts, the audit log. */
export function Component() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Admin</PageTitle>
      <AdminHeader title="Admin dashboard">
        Everyone’s accounts and generation at a glance, and every admin action.
      </AdminHeader>
      <AdminOverview />
    </div>
  );
}
