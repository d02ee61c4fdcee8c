import { readFile } from 'node:fs/promises';
import { briefSchema, type Brief } from '#shared/brief.ts';
import { CliFileError } from './check-files.ts';

/**
 * The brief files of the commands (DESIGN.md §4 "Commands"): `npm run personalize` reads one brief;
 * `npm run grade` and `npm run eval` read one brief or an object of briefs keyed by id (the graded
 * set's briefs.json), from which each e-mail picks its own with `brief_id`.
 */

/**
 * A JSON file's value.
 * @throws CliFileError naming the file: unreadable, or not JSON
 */
export async function readJsonFile(path: string, what: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CliFileError(`Cannot read the ${what} ${path}: ${(error as Error).message}`);
  }
}

/**
 * A brief checked with the app's brief schema.
 * @param where - how a message names it: the file, or the file and the brief's id
 * @throws CliFileError listing every bad field
 */
export function parseBrief(raw: unknown, where: string): Brief {
  const result = briefSchema.safeParse(raw);
  if (!result.success) {
    throw new CliFileError(
      `The brief ${where} is not valid: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return result.data;
}

/** One brief from a file (`npm run personalize`). */
export const readBrief = async (path: string): Promise<Brief> => parseBrief(await readJsonFile(path, 'brief'), path);

/** One brief for every e-mail (`single`), or briefs by id. */
export type BriefSet = { single: Brief } | { byId: Map<string, Brief> };

/**
 * One brief, or an object of briefs keyed by id. A file is read as one brief when its object has a
 * brief's own fields (`senderName` or `offer`), otherwise as briefs by id, each checked.
 * @throws CliFileError for a file that is neither, naming the bad brief and its fields
 */
export function parseBriefSet(raw: unknown, path: string): BriefSet {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new CliFileError(`The brief ${path} must be a JSON object: one brief, or briefs keyed by id.`);
  if ('senderName' in raw || 'offer' in raw) return { single: parseBrief(raw, path) };
  const entries = Object.entries(raw);
  if (entries.length === 0) throw new CliFileError(`The brief file ${path} holds no brief.`);
  return { byId: new Map(entries.map(([id, brief]) => [id, parseBrief(brief, `"${id}" in ${path}`)])) };
}

/**
 * The brief an e-mail asks for: the single brief whatever its `brief_id`; by id, its `brief_id`, or
 * the only brief when the file holds one and the row names none.
 * @returns the brief, or why there is none (a message for the row)
 */
export function pickBrief(briefs: BriefSet, briefId: string | undefined): Brief | string {
  if ('single' in briefs) return briefs.single;
  if (briefId === undefined)
    return briefs.byId.size === 1
      ? briefs.byId.values().next().value!
      : `no brief_id, and the brief file holds ${briefs.byId.size} briefs (${[...briefs.byId.keys()].join(', ')})`;
  return (
    briefs.byId.get(briefId) ?? `brief_id "${briefId}" is not in the brief file (${[...briefs.byId.keys()].join(', ')})`
  );
}
