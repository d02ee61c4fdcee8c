import { describe, expect, it } from 'vitest';
import { collectImport, openCsv } from '#server/features/prospects/import/index.ts';
import { readSharedData } from '#tests/support/shared-data.ts';
import { YC_PROSPECTS_FILE, ycProspects } from './yc-prospects.ts';

/**
 * The generation tests read the YC file through ycProspects() (synchronous, mapped by hand); this test
 * proves that mapping gives what the import library gives (`collectImport(await openCsv(bytes))`), so
 * the tests see the prospects a real import would store. The one difference: the import normalises a
 * website's host to lower case (`http://ClaytonFarms.com` → `http://claytonfarms.com`).
 */
describe('ycProspects() matches the import library', () => {
  it('maps every row, field and custom column as collectImport does', async () => {
    const imported = await collectImport(await openCsv(readSharedData(YC_PROSPECTS_FILE)));
    const byHand = ycProspects();
    expect(imported.candidates).toHaveLength(byHand.length);
    expect(imported.duplicates).toEqual([]);
    imported.candidates.forEach(({ row, flags: _flags, website, ...data }, i) => {
      const { website: handWebsite, ...hand } = byHand[i]!.prospect;
      expect(row).toBe(byHand[i]!.row);
      expect(data).toEqual(hand);
      expect(website?.toLowerCase()).toBe(handWebsite?.toLowerCase());
    });
  });
});
