import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';

/**
 * The benchmarks' stand-in provider, in its own process so its CPU does not count against the app's
 * (a real provider is another machine): a local OpenAI-compatible server on 127.0.0.1 answering every
 * call after BENCH_LATENCY_MS. Prints its base URL as the first line of stdout; stops on SIGTERM.
 */
const fake = await startFakeOpenAiServer({
  fallback: () => ok(modelAnswer()),
  latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 200),
});
console.log(fake.baseUrl);
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
