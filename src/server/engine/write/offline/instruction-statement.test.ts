import { describe, expect, it } from 'vitest';
import { statementOf } from './instruction-statement.ts';

describe('statementOf', () => {
  it.each([
    ['Worth a 15-minute call next week?', 'Happy to set up a 15-minute call next week if it’s useful.'],
    ['Would a short call next week work for you?', 'Happy to set up a short call next week if it’s useful.'],
    ['Open to a quick chat?', 'Happy to set up a quick chat if it’s useful.'],
    ['Would you be open to a short case study?', 'Happy to share a short case study if it’s useful.'],
    ['Would you like to see how it works?', 'If you’d like to see how it works, just reply.'],
    ['Want to compare notes?', 'If you’d like to compare notes, just reply.'],
    ['Can I send you a short overview?', 'Happy to send you a short overview if it’s useful.'],
    ['Is month-end close a priority for you right now?', 'Happy to share more if it’s useful.'],
    ['Should I close the file on this?', 'Happy to share more if it’s useful.'],
  ])('%j → %j', (question, statement) => {
    expect(statementOf(question)).toBe(statement);
  });

  it('spells contractions out for a formal brief', () => {
    expect(statementOf('Would a brief call next week be possible?', 'formal')).toBe(
      'Happy to set up a brief call next week if it is useful.',
    );
    expect(statementOf('Would you like to see a demo?', 'formal')).toBe('If you would like to see a demo, just reply.');
  });
});
