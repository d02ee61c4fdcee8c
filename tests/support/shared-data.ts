import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * ../shared/data: real test material beside the checkout (in CI too). Tests may read it; the app
 * never does (DESIGN.md §3). `SHARED_DATA_DIR` overrides the location.
 */
export const sharedDataDir = process.env.SHARED_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/data');

export const sharedDataPath = (path: string) => resolve(sharedDataDir, path);
export const readSharedData = (path: string): Buffer => readFileSync(sharedDataPath(path));
