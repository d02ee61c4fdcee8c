/**
 * Mean pairwise Jaccard similarity |A ∩ B| / |A ∪ B| of a batch's sets (`setOf`: the word trigrams of
 * each e-mail's prose, built only for the e-mails compared), over every pair of at most `PAIRWISE_SAMPLE` e-mails; above that, over a fixed-seed sample of
 * that many, so the cost stays O(400²) pairs (79,800) whatever the batch and the same batch always gives
 * the same figure. Sets are interned to sorted integer arrays and intersected by merging: ~10 ms for
 * 400 e-mails of ~60 trigrams.
 */
export const PAIRWISE_SAMPLE = 400;
const SAMPLE_SEED = 0x5eed;

export function meanPairwiseJaccard<T>(
  items: readonly T[],
  setOf: (item: T) => ReadonlySet<string>,
): { mean: number; sample: number } {
  const picked = items.length <= PAIRWISE_SAMPLE ? items : sampleOf(items, PAIRWISE_SAMPLE, SAMPLE_SEED);
  const ids = new Map<string, number>();
  const arrays = picked.map((item) => {
    const a = Int32Array.from(setOf(item), (g) => {
      let id = ids.get(g);
      if (id === undefined) ids.set(g, (id = ids.size));
      return id;
    });
    return a.sort();
  });
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < arrays.length; i++) {
    for (let j = i + 1; j < arrays.length; j++) {
      total += jaccard(arrays[i]!, arrays[j]!);
      pairs++;
    }
  }
  return { mean: pairs === 0 ? 0 : total / pairs, sample: picked.length };
}

/** Jaccard of two sorted arrays of distinct integers; two empty sets are 0 alike (nothing to compare). */
function jaccard(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      common++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - common;
  return union === 0 ? 0 : common / union;
}

/** `k` items drawn without replacement by a partial Fisher–Yates shuffle on mulberry32(`seed`), in batch order. */
function sampleOf<T>(items: readonly T[], k: number, seed: number): T[] {
  const index = Array.from(items, (_, i) => i);
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (index.length - i));
    [index[i], index[j]] = [index[j]!, index[i]!];
  }
  return index
    .slice(0, k)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}
