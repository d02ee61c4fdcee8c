import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useCampaigns } from '#client/features/campaigns/api/get-campaigns.ts';
import { FormError } from '#client/components/form-error.tsx';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { isCampaignProvider, type PushProvider } from '#shared/integrations.ts';
import { useCampaignCounts, useStartPush, useTargetCampaigns } from '../api/pushes.ts';
import { tools } from '../utils/catalog.ts';

/**
 * Step one of a push: our campaign (with its approved count), their campaign (read live from the tool;
 * HubSpot has none: contacts are upserted by e-mail), then Push. `onStarted` gets the push id.
 */
export function PushForm({
  provider,
  initialCampaignId,
  onStarted,
}: {
  provider: PushProvider;
  initialCampaignId?: string;
  onStarted: (pushId: string) => void;
}) {
  const { name } = tools[provider];
  const withTarget = isCampaignProvider(provider);
  const campaigns = useCampaigns();
  const ours = campaigns.data?.pages.flatMap((page) => page.items) ?? [];
  const [campaignId, setCampaignId] = useState(initialCampaignId ?? '');
  const [targetId, setTargetId] = useState('');
  const counts = useCampaignCounts(campaignId);
  const targets = useTargetCampaigns(withTarget ? provider : 'instantly', withTarget);
  const start = useStartPush(provider);
  const approved = counts.data?.approved ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const push = await start.mutateAsync({ campaignId, ...(withTarget ? { targetCampaignId: targetId } : {}) });
      onStarted(push.id);
    } catch {
      // shown below
    }
  };
  const ready = campaignId !== '' && approved > 0 && (!withTarget || targetId !== '');
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-1">
        <LabelledSelect
          label="Your campaign"
          value={campaignId}
          onChange={setCampaignId}
          options={[
            ['', campaigns.isPending ? 'Loading campaigns…' : 'Choose a campaign'],
            ...ours.map((c): [string, string] => [c.id, c.name]),
          ]}
        />
        <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
          {campaignId && counts.data
            ? `${approved.toLocaleString()} approved e-mail${approved === 1 ? '' : 's'}${approved === 0 ? ' — approve some on the campaign’s E-mails tab first' : ''}`
            : null}
        </p>
      </div>
      {withTarget ? (
        <div className="grid gap-1">
          <LabelledSelect
            label={`Campaign in ${name}`}
            value={targetId}
            onChange={setTargetId}
            options={[
              ['', targets.isPending ? `Loading your ${name} campaigns…` : `Choose a ${name} campaign`],
              ...(targets.data ?? []).map((c): [string, string] => [
                c.id,
                c.status ? `${c.name} (${c.status})` : c.name,
              ]),
            ]}
          />
          {targets.isError ? <FormError>{errorMessage(targets.error)}</FormError> : null}
          {targets.isSuccess && targets.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Create a campaign in {name} first, then come back.</p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Each prospect becomes a HubSpot contact (created, or updated when the address exists).
        </p>
      )}
      {start.isError ? <FormError>{errorMessage(start.error)}</FormError> : null}
      <Button type="submit" className="justify-self-start" disabled={!ready || start.isPending}>
        {start.isPending ? (
          <Spinner label="Starting" className="text-primary-foreground" />
        ) : (
          <Send aria-hidden="true" />
        )}
        Push to {name}
      </Button>
    </form>
  );
}
