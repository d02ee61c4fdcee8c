/**
 * The campaigns feature's public entry: the routes, the owned-campaign lookup every campaign-scoped
 * feature starts from, the mark an export or a push leaves (the campaign list's "Exported"), and the
 * middleware that keeps the cached campaign list current after an API write (list-cache.ts).
 */
export { getOwnedCampaign, toCampaign } from './campaigns.service.ts';
export { markExported } from './overview.ts';
export { forgetListsAfterWrites } from './list-cache.ts';
