/**
 * The how-to cards for Zapier, Make and n8n: no connector of ours, just Coldsmith's signed webhooks
 * (to trigger a scenario) and its API with a key (to act). Events and endpoints as DESIGN.md §4
 * and docs/decisions/020 name them.
 */
export const webhookEvents = [
  'prospects.imported',
  'email.generated',
  'email.approved',
  'email.failed',
  'campaign.completed',
  'campaign.budget_reached',
] as const;

export const apiEndpoints = [
  ['GET', '/api/v1/campaigns/{id}/emails?status=approved', 'read approved e-mails'],
  ['GET', '/api/v1/campaigns/{id}/export?format=instantly', 'a file in a tool’s layout'],
  ['POST', '/api/v1/campaigns/{id}/prospects', 'import prospects (JSON or CSV)'],
  ['POST', '/api/v1/campaigns/{id}/generate', 'write the e-mails'],
] as const;

export type AutomationGuide = { name: string; tagline: string; trigger: string[]; action: string[] };

export const automationGuides: AutomationGuide[] = [
  {
    name: 'Zapier',
    tagline: 'Start a Zap on a Coldsmith event, or call Coldsmith from any Zap.',
    trigger: [
      'Create a Zap with “Webhooks by Zapier → Catch Hook” and copy its URL.',
      'On the Webhooks page, add an endpoint with that URL and pick events, e.g. email.approved.',
      'Send a test event, then map its fields in the next steps.',
    ],
    action: [
      'Add “Webhooks by Zapier → Custom Request”.',
      'Set the header Authorization: Bearer <your API key> (from the API page).',
      'Call one of the endpoints below.',
    ],
  },
  {
    name: 'Make',
    tagline: 'Run a scenario on a Coldsmith event, or call Coldsmith from a scenario.',
    trigger: [
      'Start the scenario with “Webhooks → Custom webhook” and copy its address.',
      'Add it as an endpoint on the Webhooks page, with the events you want.',
      'Click “Send test event” so Make learns the data structure.',
    ],
    action: [
      'Add “HTTP → Make a request”.',
      'Add the header Authorization: Bearer <your API key>.',
      'Call one of the endpoints below; parse the JSON response.',
    ],
  },
  {
    name: 'n8n',
    tagline: 'Trigger a workflow on a Coldsmith event, or call Coldsmith from a workflow.',
    trigger: [
      'Add a “Webhook” trigger node (POST) and copy its production URL.',
      'Add it as an endpoint on the Webhooks page; keep the signing secret.',
      'Check the webhook-signature header with the secret (Standard Webhooks) before trusting a call.',
    ],
    action: [
      'Add an “HTTP Request” node with Header Auth: Authorization = Bearer <your API key>.',
      'Call one of the endpoints below.',
    ],
  },
];
