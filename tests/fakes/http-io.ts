import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request's body as text (the batch fakes read JSON and JSONL with it). */
export async function readText(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers `status` with `body` as JSON; true, for a route's "answered". */
export function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
}
