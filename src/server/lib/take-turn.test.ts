import { describe, expect, it } from 'vitest';
import { takeTurn } from './take-turn.ts';

describe('takeTurn', () => {
  it('resumes one caller per turn of the event loop, first come first served', async () => {
    const order: string[] = [];
    const callers = ['a', 'b', 'c'].map(async (name) => {
      await takeTurn();
      order.push(name);
    });
    // An immediate queued now runs in the first check phase: after the first caller, before the others.
    setImmediate(() => order.push('io'));
    await Promise.all(callers);
    expect(order).toEqual(['a', 'io', 'b', 'c']);
  });
});
