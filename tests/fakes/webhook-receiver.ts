import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { arrivals } from '#tests/support/arrivals.ts';

/**
 * A webhook receiver on 127.0.0.1 for tests (integration and e2e): it keeps every request as it came
 * (headers and the raw body, which is what a signature covers) and answers 200 `ok`, or the replies
 * queued with `enqueue` in order: any status, headers (e.g. `Retry-After`, `Location`), a body, or a
 * delay before answering (to outlast a timeout). `/elsewhere` is a second path, so a test can tell
 * whether a redirect to it was followed.
 */
export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type ReceiverReply = { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number };

export type WebhookReceiver = {
  /** `http://127.0.0.1:<port>/hook` */
  url: string;
  origin: string;
  requests: ReceivedRequest[];
  enqueue(...replies: ReceiverReply[]): void;
  /** Resolves with the next request to arrive (or one already received and not yet taken). */
  nextRequest(timeoutMs?: number): Promise<ReceivedRequest>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests = arrivals<ReceivedRequest>();
  const replies: ReceiverReply[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies.shift() ?? {};
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers }).end(reply.body ?? 'ok');
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/hook`,
    origin,
    requests: requests.items,
    enqueue: (...more) => void replies.push(...more),
    nextRequest: (timeoutMs = 10_000) => requests.next(timeoutMs, 'webhook request'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
