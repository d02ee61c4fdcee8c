import { eq } from 'drizzle-orm';
import { providerBatches, type ProviderBatchRow } from '#server/db/schema/index.ts';
import type { GenerationContext } from '../generation-deps.ts';
import type { Providers } from '../provider-pool.ts';
import type { DraftStore } from '../store-drafts.ts';

/** What the batch worker's jobs share (batch-worker.ts setup): the provider resolution and the draft store. */
export type BatchContext = GenerationContext & { providers: Providers; drafts: DraftStore };

/** Changes a provider batch's row (its `updated_at` too, which the wake-up reads) and returns it. */
export async function updateBatch(
  ctx: Pick<GenerationContext, 'db'>,
  id: string,
  set: Partial<Omit<ProviderBatchRow, 'id' | 'campaignId' | 'createdAt'>>,
): Promise<ProviderBatchRow> {
  const [row] = await ctx.db
    .update(providerBatches)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(providerBatches.id, id))
    .returning();
  if (!row) throw new Error(`provider batch ${id} is gone`);
  return row;
}
