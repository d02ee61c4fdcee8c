/** The uniformity feature's public entry: a campaign's batch uniformity, computed and cached (uniformity.service.ts). */
export { campaignUniformity } from './uniformity.service.ts';
