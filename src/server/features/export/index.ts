/**
 * The export feature's public entry: the `/export` route, the file writer and presets, and what the
 * integrations' pushes build their leads from (the same columns as the files).
 */
export { collectExport, exportFile, EXPORT_CHUNK_ROWS, type ExportFile } from './export-file.ts';
export { layout, presets, type Layout, type Preset } from './presets.ts';
export { stepColumns, type StepPart } from './columns.ts';
export { exportShape, partlyApproved, type ExportShape } from './export.service.ts';
export { exportGroups, type StoredExportGroup } from './source.ts';
export type { ExportEmail, ExportGroup, ExportOptions, ExportProspect, ExportStats } from './types.ts';
