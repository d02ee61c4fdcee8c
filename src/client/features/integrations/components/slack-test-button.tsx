import { MessageSquare } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { useSendSlackTest } from '../api/integrations.ts';

/** Sends a test message to the connected Slack channel; Slack's refusal shows as a toast (and on the card). */
export function SlackTestButton() {
  const send = useSendSlackTest();
  const onClick = async () => {
    try {
      await send.mutateAsync();
      toast.success('Test message sent to Slack');
    } catch (error) {
      toast.error('Slack refused the message', { description: errorMessage(error) });
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={send.isPending} onClick={() => void onClick()}>
      {send.isPending ? <Spinner label="Sending" /> : <MessageSquare aria-hidden="true" />}
      Send a test message
    </Button>
  );
}
