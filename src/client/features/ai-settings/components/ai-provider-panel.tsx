import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { providerLabels } from '#client/config/ai-provider-labels.ts';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { AiSettings } from '#shared/settings.ts';
import { useDeleteAiSettings } from '../api/delete-ai-settings.ts';
import { useAiSettings } from '../api/get-ai-settings.ts';
import { AiSettingsForm } from './ai-settings-form.tsx';

function StoredProvider({ settings }: { settings: AiSettings }) {
  const remove = useDeleteAiSettings();
  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success('AI provider removed');
    } catch {
      // shown below
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Provider</dt>
        <dd className="font-medium">{providerLabels[settings.provider]}</dd>
        <dt className="text-muted-foreground">Model</dt>
        <dd>{settings.model ?? 'The provider’s default'}</dd>
        {settings.baseUrl ? (
          <>
            <dt className="text-muted-foreground">Base URL</dt>
            <dd className="break-all">{settings.baseUrl}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">API key</dt>
        <dd className="font-mono" data-testid="ai-key-masked">
          {settings.apiKeyMasked}
        </dd>
      </dl>
      {remove.isError ? <FormError>{errorMessage(remove.error)}</FormError> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={remove.isPending}
        onClick={() => void onRemove()}
      >
        {remove.isPending ? <Spinner label="Removing" /> : null}
        Remove provider key
      </Button>
    </div>
  );
}

/**
 * The "AI provider" panel of /profile: the user's own provider and key (stored encrypted, shown masked),
 * used by campaigns left on "Default". Without one, the server's default writes the e-mails.
 */
export function AiProviderPanel() {
  const settings = useAiSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="ai-provider-heading" className="flex items-center gap-2 text-base">
            <KeyRound className="size-4 text-primary" aria-hidden="true" />
            AI provider
          </h2>
        </CardTitle>
        <CardDescription>
          Use your own key with OpenAI, Anthropic, Google or any OpenAI-compatible server. Without one, the instance’s
          default writes your e-mails.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.isPending ? <Spinner label="Loading AI provider" /> : null}
        {settings.isError ? <FormError>{errorMessage(settings.error)}</FormError> : null}
        {settings.isSuccess ? (
          <>
            {settings.data ? (
              <StoredProvider settings={settings.data} />
            ) : (
              <p className="text-sm text-muted-foreground">
                No key stored. Campaigns on “Default” use the instance’s default provider.
              </p>
            )}
            <AiSettingsForm key={settings.data?.updatedAt ?? 'none'} current={settings.data} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
