import { describe, expect, it } from 'vitest';
import { isPastParticiple } from './participles.ts';

describe('isPastParticiple', () => {
  it.each(['thought', 'built', 'hired', 'considered', 'planned', 'tried', 'written', 'seen'])(
    'reads %j as a participle',
    (word) => expect(isPastParticiple(word)).toBe(true),
  );

  it.each(['time', 'budget', 'plans', 'tests', 'a', 'cost', 'red', 'need', 'speed'])(
    'reads %j as no participle',
    (word) => expect(isPastParticiple(word)).toBe(false),
  );
});
