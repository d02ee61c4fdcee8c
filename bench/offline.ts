import { composeOffline } from '#server/engine/write/index.ts';
import { briefSchema } from '#shared/brief.ts';
import { YC_PROSPECTS_FILE, ycProspects } from '#server/engine/testing/prospect-lists.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import { corpusMissing, corpusPresent } from '#tests/support/test-data.ts';

/**
 * Offline composer throughput on one core: every record of the real YC prospect file of the test
 * corpus (prospects/yc-prospects-hubspot.csv in ../shared/data or SHARED_DATA_DIR; YC's directory
 * text, which is not redistributable, so it is not a fixture) composed BENCH_ROUNDS (3) times, in one
 * thread. Prints e-mails/s and the mean and p99 time per e-mail (ms). The first round warms the NLP
 * model. Without the corpus it says so and exits with code 2.
 */
if (!corpusPresent) {
  console.error(`bench/offline.ts: ${corpusMissing(YC_PROSPECTS_FILE)}`);
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const brief = briefSchema.parse(testBrief);
const rows = ycProspects();
composeOffline(rows[0]!.prospect, brief, 1); // load the model outside the timing

const times: number[] = [];
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const { prospect } of rows) {
    const t0 = performance.now();
    composeOffline(prospect, brief, 1);
    times.push(performance.now() - t0);
  }
}
const seconds = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `offline composer: ${times.length} e-mails in ${seconds.toFixed(2)} s → ${(times.length / seconds).toFixed(0)} e-mails/s on one core (mean ${mean.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms)`,
);
