import { readFileSync } from 'node:fs';

/**
 * Reads a V8 `.cpuprofile` (node --cpu-prof) and prints where the time went: the top functions by self
 * time and by inclusive time (a function's share of samples with it anywhere on the stack, counted once
 * per sample however deeply it recurses), and self time by package (node_modules/<name>, node:internals,
 * or our src/). Percentages are of all sampled time, idle included, so the idle row shows the headroom.
 *
 * Usage: tsx bench/support/profile-summary.ts <file.cpuprofile> [top, default 25]
 */
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('Usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
const short = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, 'nm:')
    .replace(/^.*\/(src|bench)\//, '$1/');
const keyOf = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const packageOf = (n: Node) => {
  const url = n.callFrame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:') || (url === '' && n.callFrame.functionName !== '(idle)'))
    return 'node internals / native';
  if (url.includes('/src/')) return 'src (ours)';
  return n.callFrame.functionName || url;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const packages = new Map<string, number>();
let total = 0;
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  total += us;
  const leaf = byId.get(id)!;
  add(self, keyOf(leaf), us);
  add(packages, packageOf(leaf), us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = keyOf(byId.get(at)!);
    if (!seen.has(key)) add(inclusive, key, us);
    seen.add(key);
  }
});
const table = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({
      function: name.slice(0, 110),
      ms: Math.round(us / 1000),
      '%': +((100 * us) / total).toFixed(1),
    }));
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('Self time by package');
console.table(table(packages, 15));
console.log('Self time');
console.table(table(self, top));
console.log('Inclusive time');
console.table(table(inclusive, top * 2));
