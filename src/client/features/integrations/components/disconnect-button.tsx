import { Unplug } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmAction } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { IntegrationProvider } from '#shared/integrations.ts';
import { useDisconnectIntegration } from '../api/integrations.ts';
import { tools } from '../utils/catalog.ts';

/** Deletes the stored credential after a confirmation; what was pushed stays in the tool. */
export function DisconnectButton({ provider }: { provider: IntegrationProvider }) {
  const remove = useDisconnectIntegration(provider);
  const { name } = tools[provider];
  return (
    <ConfirmAction
      trigger={
        <Button size="sm" variant="ghost">
          <Unplug aria-hidden="true" />
          Disconnect
        </Button>
      }
      title={`Disconnect ${name}?`}
      description={`Coldsmith deletes the stored ${provider === 'slack' ? 'webhook URL' : 'key'}. What you already pushed stays in ${name}.`}
      confirm="Disconnect"
      pendingLabel="Disconnecting"
      destructive
      run={async () => {
        await remove.mutateAsync();
        toast.success(`${name} disconnected`);
      }}
    />
  );
}
