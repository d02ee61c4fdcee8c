import type { AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { assertPublicUrl, UrlNotAllowedError, type GuardOptions } from '#server/lib/ssrf.ts';

/**
 * What the webhooks feature needs: the app's deps (the queue and the DNS resolver optional), and for
 * the delivery worker the fetch and time limit tests may replace.
 */
export type WebhookContext = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger' | 'jobs' | 'resolver'> & {
  /** Sends each attempt; default the SSRF-guarded fetch (ssrf-fetch.ts) with these guard options, redirects not followed. */
  fetch?: typeof fetch | undefined;
  /** Per attempt, in ms; default WEBHOOK_TIMEOUT_MS. */
  timeoutMs?: number | undefined;
};

/** The SSRF guard's options for endpoint URLs: public addresses, or also loopback and private ones under WEBHOOK_ALLOW_PRIVATE (DESIGN.md §5). */
export const guardOptions = (ctx: Pick<WebhookContext, 'env' | 'resolver'>): GuardOptions => ({
  allowPrivate: ctx.env.WEBHOOK_ALLOW_PRIVATE,
  ...(ctx.resolver ? { lookup: ctx.resolver } : {}),
});

/**
 * Checks an endpoint URL when it is saved; deliveries check it again on every attempt (a name can
 * resolve elsewhere later).
 * @throws AppError 400 `url_not_allowed` on the `url` field (DESIGN.md §4 webhooks)
 */
export async function assertEndpointUrl(ctx: Pick<WebhookContext, 'env' | 'resolver'>, url: string): Promise<void> {
  try {
    await assertPublicUrl(url, guardOptions(ctx));
  } catch (error) {
    if (!(error instanceof UrlNotAllowedError)) throw error;
    throw new AppError('url_not_allowed', error.message, { errors: [{ path: 'url', message: error.message }] });
  }
}
