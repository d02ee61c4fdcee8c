import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { CLIENT_IP_HEADER } from './auth.ts';

/**
 * The request Better Auth sees: with `CLIENT_IP_HEADER` set to the TCP peer's address, replacing any
 * value the client sent. Requests made in-process (tests) have no socket and go without it.
 */
export function withClientIp(c: Context<AppBindings>): Request {
  const request = c.req.raw;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  if (!address && !request.headers.has(CLIENT_IP_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  return new Request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    // Required by fetch for a streamed request body.
    duplex: 'half',
  } as RequestInit);
}
