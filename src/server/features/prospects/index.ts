/** The prospects feature's public entry: the routes, the prospect resource, and the CSV import pipeline (the CLI reads files with it). */
export { toProspect } from './prospects.service.ts';
export {
  collectImport,
  ImportError,
  openCsv,
  prospectFromRow,
  readCandidates,
  rowFlags,
  type ImportCandidate,
} from './import/index.ts';
export { tidyWebsite } from './import/url.ts';
export { getOwnedProspect } from './manage-prospect.service.ts';
