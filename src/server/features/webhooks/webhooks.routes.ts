import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { ZodType } from 'zod';
import type { AppBindings } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import {
  createWebhookEndpointSchema,
  deliveryListQuerySchema,
  sendTestEventSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '#shared/webhooks.ts';
import type { WebhookContext } from './context.ts';
import { listDeliveries, replayDelivery, sendTestEvent } from './deliveries.service.ts';
import { createEndpoint, deleteEndpoint, getOwnedEndpoint, listEndpoints, rotateSecret, toWebhookEndpoint, updateEndpoint } from './endpoints.service.ts';

/**
 * `/api/v1/webhooks` (DESIGN.md §4; issue 7 item 4), an active user's own endpoints: list, create
 * (201 with the secret, shown once), read, change, delete (204), rotate-secret (the new secret, once),
 * the delivery log, a test event and a replay (202: the attempt is queued). Another user's endpoint or
 * delivery is 404; a URL the SSRF guard refuses is 400 `url_not_allowed`.
 */
const json = (schema: ZodType) => ({ 'application/json': { schema: resolver(schema) } });
const doc = (operationId: string, summary: string, status: number, schema?: ZodType, body?: ZodType) =>
  describeRoute({
    tags: ['Webhooks'],
    operationId,
    summary,
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    responses: { [status]: { description: summary, ...(schema ? { content: json(schema) } : {}) } },
  });

const contextOf = (c: { get(key: 'deps'): AppBindings['Variables']['deps'] }): WebhookContext => c.get('deps');

export const webhookRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/', doc('listWebhookEndpoints', 'The webhook endpoints', 200, webhookEndpointListSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await listEndpoints(c.get('deps').db, user.id));
  })
  .post('/', doc('createWebhookEndpoint', 'Create an endpoint; the answer holds its secret, shown this once', 201, webhookEndpointWithSecretSchema, createWebhookEndpointSchema), validate('json', createWebhookEndpointSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await createEndpoint(contextOf(c), user.id, c.req.valid('json')), 201);
  })
  .post('/deliveries/:id/replay', doc('replayWebhookDelivery', 'Send a delivery again, same webhook-id', 202, webhookDeliverySchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await replayDelivery(contextOf(c), user.id, c.req.param('id')), 202);
  })
  .get('/:id', doc('getWebhookEndpoint', 'One endpoint', 200, webhookEndpointSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(toWebhookEndpoint(await getOwnedEndpoint(c.get('deps').db, user.id, c.req.param('id'))));
  })
  .patch('/:id', doc('updateWebhookEndpoint', 'Change the URL, events, description, or turn it on or off', 200, webhookEndpointSchema, updateWebhookEndpointSchema), validate('json', updateWebhookEndpointSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await updateEndpoint(contextOf(c), user.id, c.req.param('id'), c.req.valid('json')));
  })
  .delete('/:id', doc('deleteWebhookEndpoint', 'Delete an endpoint and its delivery log', 204), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    await deleteEndpoint(c.get('deps').db, user.id, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/:id/rotate-secret', doc('rotateWebhookSecret', 'A new secret, shown this once; the old one also signs for 24 h', 200, webhookEndpointWithSecretSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await rotateSecret(contextOf(c), user.id, c.req.param('id')));
  })
  .get('/:id/deliveries', doc('listWebhookDeliveries', 'The delivery log, newest first, with every attempt', 200, webhookDeliveryListSchema), validate('query', deliveryListQuerySchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await listDeliveries(c.get('deps').db, user.id, c.req.param('id'), c.req.valid('query')));
  })
  .post('/:id/test', doc('sendWebhookTestEvent', 'Send webhook.test, or a sample of one event type', 202, webhookDeliverySchema, sendTestEventSchema), validate('json', sendTestEventSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await sendTestEvent(contextOf(c), user.id, c.req.param('id'), c.req.valid('json').type), 202);
  });
