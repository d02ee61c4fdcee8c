import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { PasswordField } from '#client/components/ui/form/password-field.tsx';
import { ApiError, errorMessage } from '#client/lib/api-error.ts';
import { apiKeyFormSchema, webhookFormSchema, type Integration } from '#shared/integrations.ts';
import { useConnectIntegration } from '../api/integrations.ts';
import { tools } from '../utils/catalog.ts';

/**
 * Connect (or replace the credential of) one tool: the key or webhook URL, where to find it, and a
 * save that the server verifies with the tool before storing; its refusal shows under the field.
 */
const secretSchemas = {
  apiKey: z.object({ secret: apiKeyFormSchema.shape.apiKey }),
  webhookUrl: z.object({ secret: webhookFormSchema.shape.webhookUrl }),
};
type Values = { secret: string };

export function ConnectDialog({ integration }: { integration: Integration }) {
  const { provider } = integration;
  const tool = tools[provider];
  const field = provider === 'slack' ? 'webhookUrl' : 'apiKey';
  const [open, setOpen] = useState(false);
  const connect = useConnectIntegration(provider);
  // One field, `secret`, checked by the shared rule of the API body's field.
  const form = useForm<Values>({ resolver: zodResolver(secretSchemas[field]), defaultValues: { secret: '' } });
  const submit = form.handleSubmit(async ({ secret }) => {
    try {
      await connect.mutateAsync({ [field]: secret });
    } catch (error) {
      const onField = error instanceof ApiError ? error.errors.find((e) => e.path === field) : undefined;
      form.setError(onField ? 'secret' : 'root.server', {
        type: 'server',
        message: onField?.message ?? errorMessage(error),
      });
      return;
    }
    toast.success(`${tool.name} connected`);
    setOpen(false);
    form.reset();
  });
  const connected = integration.status !== 'disconnected';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant={connected ? 'outline' : 'default'}>
          <KeyRound aria-hidden="true" />
          {connected ? (provider === 'slack' ? 'Change webhook' : 'Replace key') : `Connect ${tool.name}`}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect {tool.name}</DialogTitle>
          <DialogDescription>{tool.whereToFind}</DialogDescription>
        </DialogHeader>
        <FormShell form={form} onSubmit={submit} className="grid gap-4">
          <PasswordField
            control={form.control}
            name="secret"
            label={tool.credentialLabel}
            inputProps={{ autoComplete: 'off', spellCheck: false, placeholder: tool.placeholder }}
            description={
              <>
                {provider === 'slack'
                  ? 'We post a short “connected” message to check it.'
                  : `We check it with ${tool.name} before saving, then store it encrypted.`}{' '}
                <a className="underline underline-offset-2" href={tool.docsUrl} target="_blank" rel="noreferrer">
                  {tool.name} docs
                </a>
              </>
            }
          />
          <DialogFooter>
            <SubmitButton pendingLabel="Checking">Check and save</SubmitButton>
          </DialogFooter>
        </FormShell>
      </DialogContent>
    </Dialog>
  );
}
