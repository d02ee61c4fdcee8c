import { describe, expect, it } from 'vitest';
import { collectImport, openCsv } from '#server/features/prospects/import/index.ts';
import { YC_TEXT_NOT_REDISTRIBUTABLE, corpus, corpusPresent, fixture, needsCorpus } from '#tests/support/test-data.ts';
import {
  LIST_PROSPECTS_FIXTURE,
  YC_PROSPECTS_FILE,
  listProspects,
  ycProspects,
  type ProspectRow,
} from './prospect-lists.ts';

/**
 * The generation tests read the prospect lists through listProspects() and ycProspects() (synchronous,
 * mapped by hand); this test proves that mapping gives what the import library gives
 * (`collectImport(await openCsv(bytes))`), so the tests see the prospects a real import would store.
 * The one difference: the import normalises a website's host to lower case
 * (`http://ClaytonFarms.com` → `http://claytonfarms.com`).
 */
async function expectSameAsImport(bytes: Buffer, byHand: ProspectRow[]) {
  const imported = await collectImport(await openCsv(bytes));
  expect(imported.candidates).toHaveLength(byHand.length);
  expect(imported.duplicates).toEqual([]);
  expect(imported.invalid).toEqual([]); // none flagged: valid, personal addresses
  imported.candidates.forEach(({ row, flags: _flags, website, ...data }, i) => {
    const { website: handWebsite, ...hand } = byHand[i]!.prospect;
    expect(row).toBe(byHand[i]!.row);
    expect(data).toEqual(hand);
    expect(website?.toLowerCase()).toBe(handWebsite?.toLowerCase());
  });
}

describe('listProspects() matches the import library', () => {
  it('maps every row, field and custom column as collectImport does', async () => {
    await expectSameAsImport(fixture(LIST_PROSPECTS_FIXTURE), listProspects());
  });
});

describe.skipIf(!corpusPresent)(
  `ycProspects() matches the import library ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}`,
  () => {
    it('maps every row, field and custom column as collectImport does', async () => {
      await expectSameAsImport(corpus(YC_PROSPECTS_FILE), ycProspects());
    });
  },
);
