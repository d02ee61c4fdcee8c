import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useCampaigns } from '#client/features/campaigns/api/get-campaigns.ts';
import { getProspectsQueryOptions } from '#client/features/prospects/api/get-prospects.ts';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';
import type { Brief } from '#shared/brief.ts';
import type { Prospect } from '#shared/prospects.ts';

/**
 * "Pick from a campaign": one of the first prospects of one of the user's campaigns
 * (`GET /api/v1/campaigns`, `GET …/:id/prospects`, first page of each: enough to try a brief on real
 * rows without a search), and that campaign's brief.
 * Hidden until the user has a campaign.
 */
const label = (p: Prospect) =>
  [[p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || `Row ${p.row ?? '?'}`, p.company]
    .filter(Boolean)
    .join(' · ');

export function PickProspect({
  onProspect,
  onBrief,
}: {
  onProspect: (prospect: Prospect) => void;
  onBrief: (brief: Brief) => void;
}) {
  const campaigns = useCampaigns();
  const [campaignId, setCampaignId] = useState('');
  const [prospectId, setProspectId] = useState('');
  const prospects = useInfiniteQuery({ ...getProspectsQueryOptions(campaignId), enabled: campaignId !== '' });
  const campaignList = campaigns.data?.pages[0]?.items ?? [];
  const prospectList = prospects.data?.pages[0]?.items ?? [];
  const campaign = campaignList.find((c) => c.id === campaignId);
  if (campaignList.length === 0) return null;

  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Pick from a campaign</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledSelect
          label="Campaign"
          value={campaignId}
          onChange={(id) => {
            setCampaignId(id);
            setProspectId('');
          }}
          options={[['', 'Choose a campaign'], ...campaignList.map((c): [string, string] => [c.id, c.name])]}
        />
        <LabelledSelect
          label="Prospect from the campaign"
          value={prospectId}
          onChange={(id) => {
            setProspectId(id);
            const picked = prospectList.find((p) => p.id === id);
            if (picked) onProspect(picked);
          }}
          options={[
            [
              '',
              campaignId && prospects.isPending
                ? 'Loading…'
                : prospectList.length === 0 && campaignId
                  ? 'No prospects yet'
                  : 'Choose a prospect',
            ],
            ...prospectList.map((p): [string, string] => [p.id, label(p)]),
          ]}
        />
      </div>
      {campaign ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => onBrief(campaign.brief)}
        >
          Use this campaign’s brief
        </Button>
      ) : null}
    </fieldset>
  );
}
