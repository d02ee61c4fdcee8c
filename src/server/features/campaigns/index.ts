/**
 * The campaigns feature's public entry: the routes, the owned-campaign lookup every campaign-scoped
 * feature starts from, and the mark an export or a push leaves (the campaign list's "Exported").
 */
export { getOwnedCampaign, toCampaign } from './campaigns.service.ts';
export { markExported } from './overview.ts';
