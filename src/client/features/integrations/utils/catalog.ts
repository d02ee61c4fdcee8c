import type { IntegrationProvider } from '#shared/integrations.ts';

/**
 * What the /integrations page says about each tool: one line, what the credential is called, and
 * where the user finds it in that tool (its own settings screens; docs links are the vendors').
 */
export type ToolInfo = {
  name: string;
  tagline: string;
  credentialLabel: string;
  placeholder: string;
  whereToFind: string;
  docsUrl: string;
  /** How the pushed text is used in the tool's templates. */
  usage?: string;
};

export const tools: Record<IntegrationProvider, ToolInfo> = {
  instantly: {
    name: 'Instantly',
    tagline: 'Add approved e-mails as leads to one of your Instantly campaigns.',
    credentialLabel: 'API key (API v2)',
    placeholder: 'Paste your Instantly API key',
    whereToFind:
      'In Instantly: Settings → Integrations → API keys → Create API key, with the “all” or leads and campaigns scopes.',
    docsUrl: 'https://developer.instantly.ai/getting-started/getting-started',
    usage:
      'In your sequence, write {{subject_1}} as the subject and {{personalization}} or {{opener_1}} and {{body_1}} as the body.',
  },
  smartlead: {
    name: 'Smartlead',
    tagline: 'Add approved e-mails as leads to one of your Smartlead campaigns.',
    credentialLabel: 'API key',
    placeholder: 'Paste your Smartlead API key',
    whereToFind: 'In Smartlead: Settings → API key (click “Activate API” if your plan includes it) → copy the key.',
    docsUrl: 'https://api.smartlead.ai',
    usage: 'In your sequence, write {{subject_1}} as the subject and {{opener_1}} and {{body_1}} as the body.',
  },
  lemlist: {
    name: 'lemlist',
    tagline: 'Add approved e-mails as leads to one of your lemlist campaigns.',
    credentialLabel: 'API key',
    placeholder: 'Paste your lemlist API key',
    whereToFind: 'In lemlist: Settings → Integrations → API → Generate (or Show) → copy the key.',
    docsUrl: 'https://developer.lemlist.com',
    usage:
      'In your sequence, write {{subject_1}} as the subject and {{icebreaker}} or {{opener_1}} and {{body_1}} as the body.',
  },
  hubspot: {
    name: 'HubSpot',
    tagline: 'Create or update contacts, with each e-mail’s subject, opener and body as contact properties.',
    credentialLabel: 'Private app access token',
    placeholder: 'pat-…',
    whereToFind:
      'In HubSpot: Settings → Integrations → Private apps → Create a private app with the scopes crm.objects.contacts.read, crm.objects.contacts.write and crm.schemas.contacts.write → copy its access token.',
    docsUrl: 'https://developers.hubspot.com/docs/apps/legacy-apps/private-apps/overview',
    usage:
      'Contacts get the properties coldsmith_subject_1, coldsmith_opener_1, coldsmith_body_1… (created on the first push). Prefer a file? Export the HubSpot CSV from a campaign.',
  },
  slack: {
    name: 'Slack',
    tagline: 'A message in a channel of your choice when a campaign is complete.',
    credentialLabel: 'Incoming webhook URL',
    placeholder: 'https://hooks.slack.com/services/…',
    whereToFind:
      'In Slack: create an app at api.slack.com/apps → Incoming Webhooks → turn them on → Add New Webhook to Workspace → pick the channel → copy the URL.',
    docsUrl: 'https://api.slack.com/messaging/webhooks',
  },
};
