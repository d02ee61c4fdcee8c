import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '#tests/support/until.ts';
import { UrlNotAllowedError } from '../ssrf.ts';
import { CallStoppedError, createCallThread, type CallThread } from './call-thread.ts';

/** A server on 127.0.0.1 that counts the requests open at once and answers each when `answer` says. */
async function server(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const seen: string[] = [];
  let open = 0;
  let mostOpen = 0;
  let closedEarly = 0;
  const http = createServer((req, res) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    res.on('close', () => {
      open--;
      if (!res.writableFinished) closedEarly++;
    });
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${body}`);
      answer(req, res, body);
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    mostOpen: () => mostOpen,
    closedEarly: () => closedEarly,
    close: () => new Promise<void>((r) => http.close(() => r())),
  };
}

const run = promisify(execFile);

let calls: CallThread | undefined;
let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await calls?.close();
  calls = undefined;
  for (const s of servers) await s.close();
  servers = [];
});

const thread = (options: Partial<Parameters<typeof createCallThread>[0]> = {}) =>
  (calls = createCallThread({ concurrency: 2, freshMs: 100, refresh: async () => true, ...options }));

describe('createCallThread', () => {
  it('sends each request from its thread, at most `concurrency` at once, and hands back the whole answer', async () => {
    const held: ServerResponse[] = [];
    const s = await server((req, res, body) => {
      if (req.url === '/slow') return held.push(res);
      res.writeHead(201, { 'content-type': 'application/json', 'x-ratelimit-remaining-requests': '7' });
      res.end(JSON.stringify({ echo: body }));
    });
    servers.push(s);
    const { fetch } = thread({ concurrency: 2 });
    const slow = [fetch(`${s.url}/slow`), fetch(`${s.url}/slow`)];
    const quick = fetch(`${s.url}/quick`, { method: 'POST', body: '{"a":1}', headers: { 'x-test': 'yes' } });
    await until(
      () => held.length,
      (n) => n === 2,
      'two slow requests at the server',
    );
    expect(s.seen).toHaveLength(2); // the third waits in line
    for (const res of held) res.end('late');
    const answer = await quick;
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-ratelimit-remaining-requests')).toBe('7');
    expect(await answer.json()).toEqual({ echo: '{"a":1}' });
    expect(await Promise.all(slow.map(async (r) => (await r).text()))).toEqual(['late', 'late']);
    expect(s.mostOpen()).toBe(2);
  });

  it('stops a request when its signal aborts, and never sends one aborted in line', async () => {
    const s = await server(() => {}); // never answers
    servers.push(s);
    const { fetch } = thread({ concurrency: 1 });
    const first = new AbortController();
    const second = new AbortController();
    const sent = fetch(`${s.url}/first`, { signal: first.signal });
    const waiting = fetch(`${s.url}/second`, { signal: second.signal });
    await until(
      () => s.seen.length,
      (n) => n === 1,
      'the first request at the server',
    );
    second.abort(new Error('no longer wanted'));
    await expect(waiting).rejects.toThrow('no longer wanted');
    first.abort(new Error('timed out'));
    await expect(sent).rejects.toThrow('timed out');
    await until(
      () => s.closedEarly(),
      (n) => n === 1,
      'the aborted request’s connection closed',
    );
    expect(s.seen).toEqual(['GET /first ']);
  });

  it('fails as the network does: TypeError “fetch failed” with the cause’s code, which the AI SDK retries', async () => {
    const s = await server(() => {});
    const closedUrl = s.url;
    await s.close();
    const { fetch } = thread();
    const failure = await fetch(`${closedUrl}/x`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('fetch failed');
    expect(((failure as TypeError).cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('refuses a user’s own base URL on a private address through the SSRF guard, before anything is dialed', async () => {
    const s = await server((_req, res) => res.end('reached'));
    servers.push(s);
    const { guardedFetch } = thread();
    await expect(guardedFetch(`${s.url}/v1/chat/completions`)).rejects.toBeInstanceOf(UrlNotAllowedError);
    expect(s.seen).toEqual([]);
  });

  it('asks about a gated request whose all-clear is stale: sent when the recheck says go, given up when it says stop', async () => {
    const s = await server((_req, res) => res.end('ok'));
    servers.push(s);
    const calls = thread();
    const rechecks: string[] = [];
    const stale = (key: string, go: boolean) => ({
      key,
      clearedAt: Date.now() - 1_000,
      recheck: async () => {
        rechecks.push(key);
        return go;
      },
    });
    const running = await calls.gated(stale('running', true), () => calls.fetch(`${s.url}/running`));
    expect(await running.text()).toBe('ok');
    await expect(calls.gated(stale('paused', false), () => calls.fetch(`${s.url}/paused`))).rejects.toBeInstanceOf(
      CallStoppedError,
    );
    expect(rechecks).toEqual(['running', 'paused']);
    expect(s.seen).toEqual(['GET /running ']);
  });

  it('ends its thread when idle, never while a call is in flight, and starts another at the next call', async () => {
    const held: ServerResponse[] = [];
    const s = await server((req, res) => (req.url === '/slow' ? held.push(res) : res.end(req.url)));
    servers.push(s);
    const { fetch } = thread({ idleTimeoutMs: 30 });
    expect(await (await fetch(`${s.url}/first`)).text()).toBe('/first');
    const slow = fetch(`${s.url}/slow`);
    await new Promise((r) => setTimeout(r, 100)); // longer than the idle timeout, with a call in flight
    held[0]!.end('slow');
    expect(await (await slow).text()).toBe('slow');
    await new Promise((r) => setTimeout(r, 100)); // idle now: the thread ends
    expect(await (await fetch(`${s.url}/again`)).text()).toBe('/again');
  });

  it('keeps its process alive while a call is in flight, and lets it exit after', async () => {
    const s = await server((_req, res) => setTimeout(() => res.end('answered late'), 300));
    servers.push(s);
    const dir = mkdtempSync(join(tmpdir(), 'cs-call-thread-'));
    const script = join(dir, 'call.mjs');
    // Nothing else in this process holds the event loop: only the call in flight may.
    writeFileSync(
      script,
      `const { createCallThread } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'call-thread.ts')).href)});
const calls = createCallThread({ concurrency: 1, freshMs: 100, refresh: async () => true });
console.log(await (await calls.fetch(${JSON.stringify(`${s.url}/late`)})).text());`,
    );
    const { stdout } = await run(process.execPath, [script], { timeout: 20_000 });
    expect(stdout.trim()).toBe('answered late');
  });

  it('keeps the all-clear of a key with requests in line fresh through `refresh`', async () => {
    const held: ServerResponse[] = [];
    const s = await server((_req, res) => held.push(res));
    servers.push(s);
    const refreshed: string[] = [];
    const calls = thread({
      concurrency: 1,
      refresh: async (key) => {
        refreshed.push(key);
        return true;
      },
    });
    const gate = { key: 'campaign', clearedAt: Date.now(), recheck: async () => true };
    const answers = [1, 2].map((n) => calls.gated(gate, () => calls.fetch(`${s.url}/${n}`)));
    // The second waits in line behind the first, held at the server, while its all-clear ages.
    await until(
      () => refreshed,
      (keys) => keys.includes('campaign'),
      'a refresh of the waiting key',
    );
    for (let i = 0; i < 2; i++) {
      await until(
        () => held.length,
        (n) => n > i,
        'the next request',
      );
      held[i]!.end(`answer ${i + 1}`);
    }
    expect(await Promise.all(answers.map(async (a) => (await a).text()))).toEqual(['answer 1', 'answer 2']);
  });
});
