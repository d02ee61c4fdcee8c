import { APP_VERSION } from '#shared/app.ts';

/**
 * Public facts about the product the UI shows. `contactEmail` is DESIGN.md §2's `CONTACT_EMAIL`
 * default, shown until `GET /api/config` gives the server's own.
 */
export const site = {
  name: 'Coldsmith',
  tagline: 'Grounded AI personalisation for cold outreach',
  contactEmail: 'hello@coldsmith.app',
  version: APP_VERSION,
} as const;
