import { composeOffline } from '#server/engine/write/index.ts';
import { listProspects } from '#server/engine/testing/prospect-lists.ts';
import { batchUniformity } from '#server/engine/judge/index.ts';
import { briefSchema } from '#shared/brief.ts';
import { testBrief } from '#tests/support/campaigns.ts';

/**
 * Batch uniformity (engine/judge/uniformity.ts) on BENCH_EMAILS (2,000) first e-mails written by the offline
 * composer for the committed 300-prospect list (each prospect under several made-up addresses, so the
 * composer's choices differ as they would across 2,000 real rows). Prints the median and slowest of
 * BENCH_ROUNDS (5) timed runs after one warm-up, in ms, with the median CPU time of the process (the
 * figure to read on a busy machine, where wall time includes waiting for a core), and whether the batch
 * read as templated.
 */
const EMAILS = Number(process.env.BENCH_EMAILS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const brief = briefSchema.parse(testBrief);
const rows = listProspects();
const batch = Array.from({ length: EMAILS }, (_, i) => {
  const { prospect } = rows[i % rows.length]!;
  const variant = { ...prospect, email: `${Math.floor(i / rows.length)}.${prospect.email}` };
  return { ...composeOffline(variant, brief, 1), prospect: variant };
});

const result = batchUniformity(batch); // warm-up
const times: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  batchUniformity(batch);
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(
  `batch uniformity: ${EMAILS} e-mails in ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms median ` +
    `(CPU ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms), ` +
    `${times.at(-1)!.toFixed(0)} ms slowest of ${ROUNDS} (pairwise over ${result.pairwiseSample}; ` +
    `templated: ${result.templated}, Jaccard ${result.meanPairwiseTrigramJaccard.toFixed(2)})`,
);
