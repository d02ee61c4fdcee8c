import { toast } from 'sonner';
import { ConfirmAction, destructiveTriggerClass } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { ApiKey } from '#shared/api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

/** Revokes a key after a confirmation that names it: every script using it stops working at once. */
export function RevokeKeyButton({ apiKey }: { apiKey: Pick<ApiKey, 'id' | 'name' | 'prefix'> }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" className={destructiveTriggerClass}>
          Revoke<span className="sr-only"> {apiKey.name}</span>
        </Button>
      }
      title={`Revoke “${apiKey.name}”?`}
      description={`Requests with the key ${apiKey.prefix}… are refused from now on. Anything using it stops working. This cannot be undone.`}
      confirm="Revoke key"
      pendingLabel="Revoking"
      destructive
      run={async () => {
        await revoke.mutateAsync(apiKey.id);
        toast.success(`API key “${apiKey.name}” revoked`);
      }}
    />
  );
}
