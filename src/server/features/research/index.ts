/**
 * Prospect research (issue 15): facts from each prospect's own website, as cited passages. The feature's
 * public entry: its routes and its queue worker.
 */
export { campaignResearchRoutes, prospectResearchRoutes } from './research.routes.ts';
export { researchWorker } from './research-worker.ts';
