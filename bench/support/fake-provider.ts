import type { IncomingMessage, ServerResponse } from 'node:http';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';

/**
 * The benchmarks' stand-in provider, in its own process so its CPU does not count against the app's
 * (a real provider is another machine): a local OpenAI-compatible server on 127.0.0.1 answering every
 * call after BENCH_LATENCY_MS. Prints its base URL as the first line of stdout; stops on SIGTERM.
 * `GET /bench/calls` answers, and then forgets, what it saw of the calls since it last asked
 * (`CallFigures`): how full the client kept its concurrency, seen from the provider's side.
 */
export type CallFigures = {
  calls: number;
  /** Epoch ms of the first call's arrival and of the last call's end (0 without calls). */
  firstAt: number;
  lastAt: number;
  /** Sum of every call's time open, arrival to closed response, in ms. */
  openMs: number;
};

let figures: CallFigures = { calls: 0, firstAt: 0, lastAt: 0, openMs: 0 };

async function countCalls(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method === 'GET' && req.url === '/bench/calls') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(figures));
    figures = { calls: 0, firstAt: 0, lastAt: 0, openMs: 0 };
    return true;
  }
  const arrived = Date.now();
  const counted = figures;
  counted.calls++;
  if (counted.firstAt === 0) counted.firstAt = arrived;
  res.once('close', () => {
    counted.lastAt = Date.now();
    counted.openMs += counted.lastAt - arrived;
  });
  return false;
}

const fake = await startFakeOpenAiServer({
  fallback: () => ok(modelAnswer()),
  latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 200),
  extraRoutes: countCalls,
});
console.log(fake.baseUrl);
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
