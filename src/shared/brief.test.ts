import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { briefSchema, DEFAULT_FOLLOW_UP_DAYS, storedBriefSchema } from './brief.ts';

const base = { senderName: 'Maya', offer: 'Books closed in five days' };
const issues = (input: unknown) =>
  briefSchema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('briefSchema: follow-up delays (docs/decisions/022)', () => {
  it('always answers steps − 1 delays, filling missing ones from the default cadence', () => {
    expect(briefSchema.parse(base).followUpDays).toEqual([]);
    expect(briefSchema.parse({ ...base, steps: 3, followUpDays: [] }).followUpDays).toEqual([3, 4]);
    expect(briefSchema.parse({ ...base, steps: 3 }).followUpDays).toEqual([3, 4]);
    expect(briefSchema.parse({ ...base, steps: 4, followUpDays: [2] }).followUpDays).toEqual([
      2,
      ...DEFAULT_FOLLOW_UP_DAYS.slice(1),
    ]);
    expect(briefSchema.parse({ ...base, steps: 2, followUpDays: [10] }).followUpDays).toEqual([10]);
  });

  it('refuses more delays than follow-ups, naming the field', () => {
    expect(issues({ ...base, steps: 2, followUpDays: [3, 7] })).toEqual([
      { path: 'followUpDays', message: 'Give at most 1 delay for 2 steps (one per follow-up)' },
    ]);
    expect(issues({ ...base, followUpDays: [3] })).toEqual([
      { path: 'followUpDays', message: 'A single e-mail has no follow-ups: leave the delays empty' },
    ]);
  });

  it('still refuses bad values rather than padding around them', () => {
    expect(issues({ ...base, steps: 3, followUpDays: [0] })?.[0]?.path).toBe('followUpDays.0');
    expect(issues({ ...base, steps: 5 })?.[0]?.path).toBe('steps');
    expect(issues({ ...base, steps: '3' })?.[0]?.path).toBe('steps');
    expect(briefSchema.safeParse(null).success).toBe(false);
  });

  it('reads a brief stored before the rule, with extra delays, without failing', () => {
    expect(storedBriefSchema.parse({ ...base, steps: 2, followUpDays: [3, 7, 14] }).followUpDays).toEqual([3]);
    expect(storedBriefSchema.parse({ ...base, steps: 1, followUpDays: [3] }).followUpDays).toEqual([]);
  });

  it('keeps a JSON Schema on both sides (a preprocess, not a transform)', () => {
    for (const io of ['input', 'output'] as const)
      expect(z.toJSONSchema(briefSchema, { io }).properties).toHaveProperty('followUpDays');
  });
});
