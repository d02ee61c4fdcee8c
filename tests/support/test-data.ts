import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Where test data lives. Tests, benchmarks and scripts read it; the app never does (DESIGN.md §3).
 *
 * - **Fixtures** (`tests/fixtures/`): public material whose licence lets us redistribute it, committed
 *   with the code, so always present. Each source folder has a PROVENANCE.md (repository, path,
 *   commit, licence, what was copied) and its LICENSE; tests/fixtures/README.md lists them.
 * - **The test corpus**: the larger collection the fixtures were taken from, which also holds material
 *   that may not be redistributed (the YC directory text in prospects/yc-prospects-hubspot.csv, the
 *   graded e-mails). It sits beside the checkout as `../shared/data` (as in CI), or wherever
 *   `SHARED_DATA_DIR` points. Tests that need it are skipped when it is absent, and their name says why
 *   (`needsCorpus`); docs/decisions/025-test-fixtures-and-corpus.md has the list.
 */
export const fixturesDir = resolve(import.meta.dirname, '../fixtures');

/** Absolute path of a fixture, e.g. `fixturePath('csv-edge-cases/csvkit-examples')`. */
export const fixturePath = (path: string): string => resolve(fixturesDir, path);
/** A fixture's bytes, exactly as committed. */
export const fixture = (path: string): Buffer => readFileSync(fixturePath(path));
/** A fixture read as UTF-8. */
export const fixtureText = (path: string): string => readFileSync(fixturePath(path), 'utf8');

const configuredCorpus = process.env.SHARED_DATA_DIR?.trim() || undefined;

/** The test corpus: `SHARED_DATA_DIR`, else `../shared/data` beside the checkout. */
export const corpusDir = configuredCorpus
  ? resolve(configuredCorpus)
  : resolve(import.meta.dirname, '../../../shared/data');

/** Whether the test corpus is here. Corpus-only tests use `describe.skipIf(!corpusPresent)`. */
export const corpusPresent = existsSync(corpusDir);

/** Absolute path of a file in the test corpus (it may not exist: check `corpusPresent`). */
export const corpusPath = (path: string): string => resolve(corpusDir, path);
/** A corpus file's bytes; throws a one-line error naming the corpus when it is absent. */
export function corpus(path: string): Buffer {
  if (!corpusPresent) throw new Error(corpusMissing(path));
  return readFileSync(corpusPath(path));
}
/** A corpus file read as UTF-8. */
export const corpusText = (path: string): string => corpus(path).toString('utf8');

/** Why a corpus file cannot be read here, in one line: scripts and benchmarks print it and exit with code 2. */
export const corpusMissing = (path: string): string =>
  configuredCorpus
    ? `${path} is in the test corpus, but SHARED_DATA_DIR=${configuredCorpus} does not exist.`
    : `${path} is in the test corpus, which is not here: put it at ${corpusDir} (../shared/data beside the checkout) or set SHARED_DATA_DIR.`;

/** Reasons the corpus-only tests give (their material may not be redistributed, so it is not a fixture). */
export const YC_TEXT_NOT_REDISTRIBUTABLE = 'the YC directory text is not redistributable';

/**
 * The suffix a corpus-only test or suite carries in its name, so a skip explains itself:
 * `describe.skipIf(!corpusPresent)(\`1,000 YC rows ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}\`, …)`.
 */
export const needsCorpus = (why: string): string => `(needs ../shared/data, or set SHARED_DATA_DIR: ${why})`;
