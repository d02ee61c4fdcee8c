import { createHash } from 'node:crypto';
import type { ProspectData } from '#shared/prospects.ts';

/**
 * Deterministic variety: every choice the offline composer makes (opener pattern, bridge, sign-off …)
 * is drawn from SHA-256 of the prospect's identity, the sequence step and the choice's name. The same
 * prospect and step always get the same e-mail; different prospects spread evenly over the patterns
 * (SHA-256 output is uniform, so each of n patterns is picked with probability ≈ 1/n).
 *
 * Identity: the e-mail address, lower-cased; without one, the row's values in a fixed key order (so
 * an account-based row without an address is still stable).
 */
export type Seed = {
  /** A number in [0, n) for the named choice. */
  index(choice: string, n: number): number;
  /** One item of a non-empty list for the named choice. */
  pick<T>(choice: string, items: readonly T[]): T;
  /** True with probability `p` for the named choice. */
  chance(choice: string, p: number): boolean;
};

export function prospectIdentity(prospect: ProspectData): string {
  const email = prospect.email?.trim().toLowerCase();
  if (email) return `email:${email}`;
  const { fields, ...standard } = prospect;
  const ordered = Object.entries(standard).sort(([a], [b]) => a.localeCompare(b));
  const custom = Object.entries(fields).sort(([a], [b]) => a.localeCompare(b));
  return `row:${JSON.stringify([ordered, custom])}`;
}

export function seedFor(prospect: ProspectData, step: number): Seed {
  const base = `${prospectIdentity(prospect)}|step:${step}`;
  const draw = (choice: string) => createHash('sha256').update(`${base}|${choice}`).digest().readUInt32BE(0) / 2 ** 32;
  const index = (choice: string, n: number) => Math.min(n - 1, Math.floor(draw(choice) * n));
  return {
    index,
    pick: <T>(choice: string, items: readonly T[]): T => {
      if (items.length === 0) throw new Error(`seed.pick(${choice}) needs a non-empty list`);
      return items[index(choice, items.length)]!;
    },
    chance: (choice, p) => draw(choice) < p,
  };
}
