import { Hono } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { describeOperation, pathId, type OperationDoc } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
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
import type { WebhookContext } from './webhook-deps.ts';
import { listDeliveries, replayDelivery, sendTestEvent } from './deliveries.service.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getOwnedEndpoint,
  listEndpoints,
  rotateSecret,
  toWebhookEndpoint,
  updateEndpoint,
} from './endpoints.service.ts';

/**
 * `/api/v1/webhooks` (DESIGN.md §4; docs/decisions/020), an active user's own endpoints: list, create
 * (201 with the secret, shown once), read, change, delete (204), rotate-secret (the new secret, once),
 * the delivery log, a test event and a replay (202: the attempt is queued). Another user's endpoint or
 * delivery is 404; a URL the SSRF guard refuses is 400 `url_not_allowed`.
 */
/** A webhooks operation: every one needs an active user (401/403), and its route an API key with `webhooks:write`. */
const doc = ({ problems, id, ...operation }: Omit<OperationDoc, 'tags'> & { id?: string }) =>
  describeOperation({
    ...operation,
    tags: ['Webhooks'],
    ...(id ? { parameters: pathId(id) } : {}),
    problems: [401, 403, ...problems],
  });
const ENDPOINT = 'webhook endpoint';

const contextOf = (c: { get(key: 'deps'): AppBindings['Variables']['deps'] }): WebhookContext => c.get('deps');

export const webhookRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/',
    requireScope('webhooks:write'),
    doc({
      operationId: 'listWebhookEndpoints',
      summary: 'List your webhook endpoints',
      status: 200,
      answer: 'The endpoints, newest first',
      schema: webhookEndpointListSchema,
      problems: [],
    }),
    async (c) => {
      return c.json(await listEndpoints(c.get('deps').db, c.get('user').id));
    },
  )
  .post(
    '/',
    requireScope('webhooks:write'),
    doc({
      operationId: 'createWebhookEndpoint',
      summary: 'Create an endpoint; the answer holds its secret, shown this once',
      description: 'At most 20 endpoints (409). A URL the address guard refuses is 400 `url_not_allowed`.',
      status: 201,
      answer: 'The endpoint, with `secret`',
      schema: webhookEndpointWithSecretSchema,
      problems: [400, 409, 413],
    }),
    validate('json', createWebhookEndpointSchema),
    async (c) => {
      return c.json(await createEndpoint(contextOf(c), c.get('user').id, c.req.valid('json')), 201);
    },
  )
  .post(
    '/deliveries/:id/replay',
    requireScope('webhooks:write'),
    doc({
      operationId: 'replayWebhookDelivery',
      summary: 'Send a delivery again, same webhook-id',
      description: '409 while the delivery is being sent.',
      id: 'delivery',
      status: 202,
      answer: 'The delivery, queued',
      schema: webhookDeliverySchema,
      problems: [404, 409],
    }),
    async (c) => {
      return c.json(await replayDelivery(contextOf(c), c.get('user').id, c.req.param('id')), 202);
    },
  )
  .get(
    '/:id',
    requireScope('webhooks:write'),
    doc({
      operationId: 'getWebhookEndpoint',
      summary: 'Get a webhook endpoint',
      id: ENDPOINT,
      status: 200,
      answer: 'The endpoint',
      schema: webhookEndpointSchema,
      problems: [404],
    }),
    async (c) => {
      return c.json(toWebhookEndpoint(await getOwnedEndpoint(c.get('deps').db, c.get('user').id, c.req.param('id'))));
    },
  )
  .patch(
    '/:id',
    requireScope('webhooks:write'),
    doc({
      operationId: 'updateWebhookEndpoint',
      summary: 'Change the URL, events, description, or turn it on or off',
      id: ENDPOINT,
      status: 200,
      answer: 'The changed endpoint',
      schema: webhookEndpointSchema,
      problems: [400, 404, 413],
    }),
    validate('json', updateWebhookEndpointSchema),
    async (c) => {
      return c.json(await updateEndpoint(contextOf(c), c.get('user').id, c.req.param('id'), c.req.valid('json')));
    },
  )
  .delete(
    '/:id',
    requireScope('webhooks:write'),
    doc({
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete an endpoint and its delivery log',
      id: ENDPOINT,
      status: 204,
      answer: 'Deleted',
      problems: [404],
    }),
    async (c) => {
      await deleteEndpoint(c.get('deps').db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    },
  )
  .post(
    '/:id/rotate-secret',
    requireScope('webhooks:write'),
    doc({
      operationId: 'rotateWebhookSecret',
      summary: 'A new secret, shown this once; the old one also signs for 24 h',
      id: ENDPOINT,
      status: 200,
      answer: 'The endpoint, with the new `secret`',
      schema: webhookEndpointWithSecretSchema,
      problems: [404],
    }),
    async (c) => {
      return c.json(await rotateSecret(contextOf(c), c.get('user').id, c.req.param('id')));
    },
  )
  .get(
    '/:id/deliveries',
    requireScope('webhooks:write'),
    doc({
      operationId: 'listWebhookDeliveries',
      summary: 'The delivery log, newest first, with every attempt',
      id: ENDPOINT,
      status: 200,
      answer: 'A page of deliveries',
      schema: webhookDeliveryListSchema,
      problems: [400, 404],
    }),
    validate('query', deliveryListQuerySchema),
    async (c) => {
      return c.json(await listDeliveries(c.get('deps').db, c.get('user').id, c.req.param('id'), c.req.valid('query')));
    },
  )
  .post(
    '/:id/test',
    requireScope('webhooks:write'),
    doc({
      operationId: 'sendWebhookTestEvent',
      summary: 'Send webhook.test, or a sample of one event type',
      id: ENDPOINT,
      status: 202,
      answer: 'The delivery, queued',
      schema: webhookDeliverySchema,
      problems: [400, 404, 413],
    }),
    validate('json', sendTestEventSchema),
    async (c) => {
      return c.json(
        await sendTestEvent(contextOf(c), c.get('user').id, c.req.param('id'), c.req.valid('json').type),
        202,
      );
    },
  );
