import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import type { PushProvider } from '#shared/integrations.ts';
import { tools } from '../utils/catalog.ts';
import { PushForm } from './push-form.tsx';
import { PushProgress } from './push-progress.tsx';

/**
 * "Push approved e-mails": choose the campaigns, push, then follow the push live in the same dialog.
 * Opens by itself when the page was reached from a campaign's export menu (`defaultOpen`).
 */
export function PushDialog({
  provider,
  initialCampaignId,
  defaultOpen = false,
}: {
  provider: PushProvider;
  initialCampaignId?: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [pushId, setPushId] = useState<string | null>(null);
  const { name } = tools[provider];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Send aria-hidden="true" />
          Push approved e-mails
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Push approved e-mails to {name}</DialogTitle>
          <DialogDescription>
            Every prospect with an approved e-mail, with each step’s subject, opener and body as{' '}
            {provider === 'hubspot' ? 'contact properties' : 'custom variables'}.
          </DialogDescription>
        </DialogHeader>
        {pushId ? (
          <div className="grid gap-4">
            <PushProgress pushId={pushId} />
            <Button variant="outline" className="justify-self-start" onClick={() => setPushId(null)}>
              Push another campaign
            </Button>
          </div>
        ) : (
          <PushForm provider={provider} initialCampaignId={initialCampaignId} onStarted={setPushId} />
        )}
      </DialogContent>
    </Dialog>
  );
}
