import type { z } from 'zod';
import { DEFAULT_LENGTH_WORDS } from '#shared/brief.ts';
import { DEFAULT_RESEARCH_PAGES } from '#shared/research.ts';
import type { Campaign, createCampaignSchema } from '#shared/campaigns.ts';

/**
 * The brief form's values: `createCampaignSchema` validates the form and the server alike
 * (docs/decisions/004), so the form holds its input shape and submits its output shape, for POST and
 * PATCH.
 */
export type CampaignFormInput = z.input<typeof createCampaignSchema>;
export type CampaignFormOutput = z.output<typeof createCampaignSchema>;

export function emptyCampaignValues(): CampaignFormInput {
  return {
    name: '',
    brief: {
      senderName: '',
      senderCompany: '',
      senderRole: '',
      offer: '',
      valueProps: [],
      proofPoints: [],
      audience: '',
      tone: 'friendly',
      lengthWords: DEFAULT_LENGTH_WORDS,
      callToAction: '',
      language: 'en',
      instructions: '',
      template: '',
      steps: 1,
      followUpDays: [],
      research: 'off',
      researchPages: DEFAULT_RESEARCH_PAGES,
    },
    provider: null,
    model: null,
    budgetUsd: null,
  };
}

/** A stored campaign as form values (optional texts the server left out become empty fields). */
export function campaignToValues(campaign: Campaign): CampaignFormInput {
  const empty = emptyCampaignValues();
  const brief = campaign.brief;
  return {
    name: campaign.name,
    brief: {
      ...empty.brief,
      ...brief,
      senderCompany: brief.senderCompany ?? '',
      senderRole: brief.senderRole ?? '',
      audience: brief.audience ?? '',
      callToAction: brief.callToAction ?? '',
      instructions: brief.instructions ?? '',
      template: brief.template ?? '',
    },
    provider: campaign.provider,
    model: campaign.model,
    budgetUsd: campaign.budgetUsd,
  };
}
