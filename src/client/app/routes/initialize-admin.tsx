import { AuthPage } from '#client/components/layout/auth-page.tsx';
import { InitializeAdminForm } from '#client/features/auth/components/initialize-admin-form.tsx';

/** /initialize-admin (SPEC §2): creates the first administrator of a fresh instance. */
export function Component() {
  return (
    <AuthPage
      title="Set up Coldsmith"
      description="Create the first administrator. This account approves everyone who joins the waiting list."
    >
      <InitializeAdminForm />
    </AuthPage>
  );
}
