import { z } from 'zod';
import { emailVerdicts, scoreClaimSchema } from './emails.ts';

/**
 * The events Coldsmith announces by webhook (docs/decisions/020), their payloads and a sample of each.
 *
 * Every delivery's body is the Standard Webhooks payload `{type, timestamp, data}` (spec "Payload
 * structure"): `type` below, `timestamp` the ISO 8601 time the event happened (not the time of the
 * attempt, which is the `webhook-timestamp` header), `data` the event's own fields. Payloads are thin
 * (the spec's "thin vs full"): ids, counts and the few fields a receiver routes on; the rest is one
 * API call away with the id. Event type names follow the spec: full-stop delimited, `[a-z_]`.
 */
export const webhookEventTypes = [
  'prospects.imported',
  'email.generated',
  'email.approved',
  'email.failed',
  'campaign.completed',
  'campaign.budget_reached',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** What "Send test event" sends by default: no data of the user's, just proof the endpoint works. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Every type a delivery can carry: the events, and the test event. */
export const deliveryTypes = [WEBHOOK_TEST_EVENT, ...webhookEventTypes] as const;
export const deliveryTypeSchema = z.enum(deliveryTypes);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** Longest error text an `email.failed` payload carries, in characters (payloads stay small). */
export const EVENT_ERROR_MAX_CHARS = 500;

const id = z.string();
const count = z.number().int();
const emailRef = { emailId: id, campaignId: id, prospectId: id, step: count };

/** `data` of each type. Keys are fixed per type (spec "Event types": one schema per type). */
export const webhookEventDataSchemas = {
  'webhook.test': z.object({ endpointId: id, message: z.string() }),
  /** An import finished: rows stored, rows not stored because their e-mail was already there, rows stored with a problem. */
  'prospects.imported': z.object({ campaignId: id, imported: count, duplicates: count, invalid: count }),
  /**
   * An e-mail was written (status `ready`); `grade` is its score's A–F, `verdict` its score's send / edit /
   * dont_send; `claims` the claim ledger (issue 15): what it says about the prospect, whether supported,
   * and for a passage of their website its source (URL, quote).
   */
  'email.generated': z.object({
    ...emailRef,
    subject: z.string(),
    grade: z.string().nullable(),
    verdict: z.enum(emailVerdicts).nullable(),
    claims: z.array(scoreClaimSchema),
  }),
  /** A reviewer approved an e-mail (by itself or in a bulk approval). */
  'email.approved': z.object({ ...emailRef, subject: z.string() }),
  /** The provider failed for good after the engine's retries; `error` is its message, cut to EVENT_ERROR_MAX_CHARS. */
  'email.failed': z.object({ ...emailRef, error: z.string().nullable() }),
  /** The last e-mail of a running batch finished; counts are the campaign's, `spentUsd` in USD. */
  'campaign.completed': z.object({
    campaignId: id,
    name: z.string(),
    total: count,
    ready: count,
    approved: count,
    rejected: count,
    failed: count,
    spentUsd: z.number(),
  }),
  /** The budget cap stopped a batch; `queued` e-mails wait until it is raised and the batch resumed. */
  'campaign.budget_reached': z.object({
    campaignId: id,
    name: z.string(),
    budgetUsd: z.number(),
    spentUsd: z.number(),
    queued: count,
  }),
} satisfies Record<DeliveryType, z.ZodType>;

export type WebhookEventData<T extends DeliveryType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

/** People's words for each type (the endpoint form, the delivery log). */
export const deliveryTypeLabels: Record<DeliveryType, string> = {
  'webhook.test': 'Test event',
  'prospects.imported': 'Prospects imported',
  'email.generated': 'E-mail generated',
  'email.approved': 'E-mail approved',
  'email.failed': 'E-mail failed',
  'campaign.completed': 'Campaign completed',
  'campaign.budget_reached': 'Budget reached',
};

const sampleIds = {
  emailId: '00000000-0000-4000-8000-000000000001',
  campaignId: '00000000-0000-4000-8000-000000000002',
  prospectId: '00000000-0000-4000-8000-000000000003',
};

/**
 * A sample `data` for each event type, sent by "Send test event" with a chosen type and shown as the
 * payload example. Its ids are all-zero UUIDs, so a receiver can tell a sample from a real event.
 */
export const webhookEventSamples: { [T in WebhookEventType]: WebhookEventData<T> } = {
  'prospects.imported': { campaignId: sampleIds.campaignId, imported: 998, duplicates: 2, invalid: 14 },
  'email.generated': {
    ...sampleIds,
    step: 1,
    subject: 'Month-end close in five days at Pibit.ai',
    grade: 'A',
    verdict: 'send',
    claims: [
      {
        text: 'Pibit.ai reads loss runs and submissions for commercial insurance underwriters.',
        in: 'body',
        supported: true,
        field: 'research',
        reason: null,
        source: {
          passageId: '000000000000',
          url: 'https://pibit.example/product',
          title: 'Pibit.ai — underwriting workbench',
          quote: 'Pibit.ai reads loss runs and submissions so commercial insurance underwriters can quote faster.',
        },
      },
    ],
  },
  'email.approved': { ...sampleIds, step: 1, subject: 'Month-end close in five days at Pibit.ai' },
  'email.failed': { ...sampleIds, step: 1, error: 'The provider answered 400: model gpt-4o-mini is not loaded' },
  'campaign.completed': {
    campaignId: sampleIds.campaignId,
    name: 'YC founders',
    total: 1000,
    ready: 987,
    approved: 0,
    rejected: 0,
    failed: 13,
    spentUsd: 0.42,
  },
  'campaign.budget_reached': {
    campaignId: sampleIds.campaignId,
    name: 'YC founders',
    budgetUsd: 5,
    spentUsd: 5.02,
    queued: 412,
  },
};

/** The Standard Webhooks payload as sent (and as the delivery log shows it). */
export const webhookPayloadSchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
