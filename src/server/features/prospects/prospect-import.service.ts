import type { Database } from '#server/db/client.ts';
import { publishEvent, type AppEvent } from '#server/features/webhooks/index.ts';
import type { ImportResult, Mapping } from '#shared/prospects.ts';
import { importProspects, markDuplicates, type ImportTable } from './import/index.ts';
import { storeProspects } from './prospects.service.ts';

/**
 * Imports a table into a campaign in one transaction: a refused file (too large, not CSV) stores
 * nothing, so a 413 never leaves half a list behind. E-mails already in the campaign are caught by
 * the unique index (ON CONFLICT) and reported as duplicates with their rows; flagged rows are stored
 * and listed in `invalid`. `imported + duplicates.length` is every record (DESIGN.md §4).
 * With `announce`, a `prospects.imported` event (the counts) is published once the import has
 * committed (webhooks; docs/decisions/020).
 * @throws ImportError, an AppError (413 `too_large`, 422 `not_csv`…, 400 `invalid_mapping`)
 */
export async function importIntoCampaign(
  db: Database,
  campaignId: string,
  table: ImportTable,
  mapping?: Mapping,
  announce?: { userId: string; deps: Omit<Parameters<typeof publishEvent>[0], 'db'> },
): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, duplicates: [], invalid: [] };
  await db.transaction(async (tx) => {
    for await (const batch of importProspects(table, { mapping })) {
      const { stored, duplicates } = await storeProspects(tx as unknown as Database, campaignId, batch.candidates);
      const done =
        duplicates.length > 0
          ? markDuplicates(
              batch,
              duplicates.map((d) => d.row),
            )
          : batch;
      result.imported += stored;
      result.duplicates.push(...done.duplicates);
      result.invalid.push(...done.invalid);
    }
  });
  if (announce) {
    const event: AppEvent<'prospects.imported'> = {
      userId: announce.userId,
      type: 'prospects.imported',
      data: {
        campaignId,
        imported: result.imported,
        duplicates: result.duplicates.length,
        invalid: result.invalid.length,
      },
    };
    // The import has committed: a failure to announce it is logged, never turned into a failed import.
    await publishEvent({ ...announce.deps, db }, event).catch((err: unknown) =>
      announce.deps.logger.error({ err, campaignId }, 'announcing an import failed'),
    );
  }
  return result;
}
