import { briefSchema, type Brief, type BriefInput } from '#shared/brief.ts';
import { prospectDataSchema, type ProspectData } from '#shared/prospects.ts';

/** A prospect and a brief for engine, batch and CLI tests (a real YC company's description; the contact is made up). */
export const sampleProspect = (overrides: Partial<ProspectData> = {}): ProspectData =>
  prospectDataSchema.parse({
    email: 'sara@pibit.ai',
    firstName: 'Sara',
    lastName: 'Lind',
    title: 'Head of Underwriting',
    company: 'Pibit.ai',
    website: 'https://pibit.ai',
    industry: 'Insurance',
    location: 'San Francisco, CA, USA',
    notes:
      'Pibit.ai is an SF-based insurtech company reconstructing commercial underwriting for carriers and MGAs. The platform serves 1,200 carriers and cuts costs by 40%.',
    fields: { 'YC Batch': 'Winter 2021' },
    ...overrides,
  });

export const sampleBrief = (overrides: Partial<BriefInput> = {}): Brief =>
  briefSchema.parse({
    senderName: 'Maya Chen',
    senderCompany: 'Ledgerline',
    senderRole: 'Founder',
    offer: 'Ledgerline reconciles insurance bordereaux automatically, so underwriting teams stop fixing spreadsheets.',
    valueProps: ['Cuts month-end reconciliation from days to hours'],
    proofPoints: ['Used by 40 MGAs in the US'],
    audience: 'Underwriting leaders at insurtechs and MGAs',
    tone: 'friendly',
    callToAction: 'Worth a 15-minute call next week?',
    ...overrides,
  });

/** A model answer in draftOutputSchema's shape. */
export const modelAnswer = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Underwriting spreadsheets at Pibit',
  opener: 'Serving 1,200 carriers means a lot of bordereaux to reconcile.',
  body: 'Hi Sara,\n\nServing 1,200 carriers means a lot of bordereaux to reconcile.\n\nLedgerline reconciles them automatically, so your underwriting team stops fixing spreadsheets. 40 MGAs in the US already use it.\n\nWorth a 15-minute call next week?\n\nMaya',
  factsUsed: [{ claim: 'serves 1,200 carriers', field: 'notes' }],
  ...overrides,
});
