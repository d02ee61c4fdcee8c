import type { Resolver } from '#server/lib/ssrf.ts';

/**
 * A DNS resolver for SSRF-guard tests, so no test asks real DNS: `table` maps a name to its addresses,
 * or to a list of answers given in turn (the last one repeats), which is how a DNS-rebinding attacker
 * answers. An unknown name fails like getaddrinfo's ENOTFOUND. `calls` records every name asked.
 */
export function fakeResolver(table: Record<string, string[] | string[][]>): Resolver & { calls: string[] } {
  const asked = new Map<string, number>();
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const entry = table[host];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    const turn = asked.get(host) ?? 0;
    asked.set(host, turn + 1);
    const answers = entry.every((e) => Array.isArray(e)) ? (entry as string[][]) : [entry as string[]];
    const addresses = answers[Math.min(turn, answers.length - 1)] ?? [];
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}
