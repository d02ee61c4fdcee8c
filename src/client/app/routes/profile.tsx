import { PageTitle } from '#client/components/layout/page-title.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { DeleteAccountCard } from '#client/features/account-deletion/components/delete-account-card.tsx';
import { AccessibilityPanel } from '#client/features/accessibility/components/accessibility-panel.tsx';
import { AiProviderPanel } from '#client/features/ai-settings/components/ai-provider-panel.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { ProfileSummary } from '#client/features/profile/components/profile-summary.tsx';
import { TwoFactorPanel } from '#client/features/two-factor/components/two-factor-panel.tsx';

/** /profile: the account at a glance, two-factor authentication, the user's own AI provider key, and the accessibility settings. */
export function Component() {
  const { data: me } = useMe();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Profile</PageTitle>
      <div className="grid max-w-3xl gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
          <p className="text-muted-foreground">Your account and the AI provider your campaigns use by default.</p>
        </div>
        {me ? <ProfileSummary me={me} /> : <Spinner label="Loading profile" />}
        <TwoFactorPanel />
        <AiProviderPanel />
        <AccessibilityPanel />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
