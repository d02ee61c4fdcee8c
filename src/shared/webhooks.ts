import { z } from 'zod';
import { listQuerySchema } from './lists.ts';
import {
  deliveryTypeSchema,
  webhookEventTypes,
  webhookEventTypeSchema,
  webhookPayloadSchema,
  WEBHOOK_TEST_EVENT,
} from './webhook-events.ts';

/**
 * Webhook endpoints and their deliveries (`/api/v1/webhooks`, DESIGN.md §4; docs/decisions/020). The
 * signing secret (`whsec_…`) is answered only by create and rotate-secret; every other answer leaves
 * it out. Event types and payloads: webhook-events.ts.
 */
export * from './webhook-events.ts';

/** Endpoints one user may have. Svix and Stripe allow more, but each endpoint is a fan-out of every event: 20 covers a CRM, a Zap, a Slack relay and staging copies of each. */
export const MAX_WEBHOOK_ENDPOINTS = 20;
export const WEBHOOK_URL_MAX_CHARS = 2_000;
export const WEBHOOK_DESCRIPTION_MAX_CHARS = 500;

/** Why an endpoint stopped receiving: its owner turned it off, it failed for WEBHOOK_DISABLE_AFTER_MS, or it answered 410 Gone. */
export const disabledReasons = ['manual', 'failing', 'gone'] as const;
export type DisabledReason = (typeof disabledReasons)[number];

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabledReason: z.enum(disabledReasons).nullable(),
  /** ISO 8601; null while enabled. */
  disabledAt: z.string().nullable(),
  /** When the current run of failed attempts began; null after a success. */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs (both signatures are sent); null when none does. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Create and rotate-secret answer the secret once, beside the endpoint. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({
  items: z.array(webhookEndpointSchema),
  nextCursor: z.string().nullable(),
});

const url = z
  .string()
  .trim()
  .min(1, { message: 'Enter the URL that receives the events' })
  .max(WEBHOOK_URL_MAX_CHARS)
  .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), {
    message: 'Enter an http or https URL',
  });
const events = z
  .array(webhookEventTypeSchema)
  .min(1, { message: 'Choose at least one event' })
  .max(webhookEventTypes.length)
  .refine((list) => new Set(list).size === list.length, { message: 'List each event once' });
const description = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_CHARS);

export const createWebhookEndpointSchema = z.object({ url, events, description: description.optional() }).strict();
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

/** PATCH: any subset. `enabled: true` turns a disabled endpoint back on and forgets its failures. */
export const updateWebhookEndpointSchema = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookEndpoint = z.input<typeof updateWebhookEndpointSchema>;

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One HTTP attempt of a delivery. `statusCode` null: no answer (timeout, refused connection, refused address). */
export const webhookAttemptSchema = z.object({
  id: z.string(),
  /** ISO 8601, when the request was sent. */
  at: z.string(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The first 1 KB of the answer's body, as text. */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  succeeded: z.boolean(),
  /** `scheduled`: the first send or a retry; `replay`: asked for by the endpoint's owner. */
  trigger: z.enum(['scheduled', 'replay']),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The `webhook-id` header: the same on every attempt and replay, and on every endpoint the event went to. */
  eventId: z.string(),
  type: deliveryTypeSchema,
  payload: webhookPayloadSchema,
  status: z.enum(deliveryStatuses),
  attemptCount: z.number().int(),
  /** When the next attempt is due (ISO 8601); null once the delivery succeeded or failed for good. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every attempt, oldest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});

/** `GET /api/v1/webhooks/:id/deliveries?status&type&limit&cursor`: newest first. */
export const deliveryListQuerySchema = listQuerySchema.extend({
  status: z.enum(deliveryStatuses).optional(),
  type: deliveryTypeSchema.optional(),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

/** `POST /api/v1/webhooks/:id/test`: `webhook.test` by default, or a sample of one event type. */
export const sendTestEventSchema = z.object({ type: deliveryTypeSchema.default(WEBHOOK_TEST_EVENT) }).strict();
export type SendTestEvent = z.input<typeof sendTestEventSchema>;
