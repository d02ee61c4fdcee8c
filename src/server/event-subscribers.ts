import { slackSubscriber } from '#server/features/integrations/index.ts';
import type { EventSubscriber } from '#server/features/webhooks/index.ts';

/**
 * Who hears app events besides webhook endpoints (decision 020, "Other subscribers"): listed here, at
 * the root, and handed down in the app deps (`AppDeps.subscribers`) by start.ts and worker.ts, so the
 * webhooks feature that publishes knows no subscriber and integrations is the only one of the two that
 * knows the other. To add one, append it here.
 */
export const eventSubscribers: readonly EventSubscriber[] = [slackSubscriber];
