/** The campaigns feature's public entry: the routes, and the owned-campaign lookup every campaign-scoped feature starts from. */
export { getOwnedCampaign, toCampaign } from './campaigns.service.ts';
