import { describe, expect, it } from 'vitest';
import { batchUniformity } from '#server/engine/judge/uniformity.ts';
import { uniformityLines } from './uniformity-summary.ts';

/** The CLI summary's uniformity lines, from real figures (engine/judge/uniformity.ts) on small batches. */
const email = (prose: string) => ({ subject: 'Hi', opener: '', body: `Hi Sam,\n\n${prose}\n\nBest,\nMaya` });

describe('uniformityLines', () => {
  it('prints the figures, and the warning with every reason when the batch reads as templated', () => {
    const same = Array.from({ length: 6 }, () =>
      email('We close the books for startups in five days. Worth a 15-minute call next week?'),
    );
    const u = batchUniformity(same);
    expect(uniformityLines(u)).toEqual([
      'uniformity of 6 first e-mails: mean pairwise trigram Jaccard 1.00, shared 5-grams 100 % of distinct (100 % of an e-mail’s), ' +
        '1 opener frame, 2 repeated sentences (the most repeated in 100 %)',
      `warning: these e-mails read as templated: ${u.reasons.join('; ')}`,
    ]);
    expect(u.reasons).toHaveLength(4);
  });

  it('prints the figures alone for a varied batch, and says so when nothing was written', () => {
    const varied = [
      'Your changelog says the Android app now syncs offline.',
      'Congrats on opening the Lisbon office last month.',
      'Saw the job post for a second data engineer.',
      'Three of your blog posts are about pricing experiments.',
      'Your docs promise four nines of uptime to buyers.',
    ].map(email);
    expect(uniformityLines(batchUniformity(varied))).toEqual([
      'uniformity of 5 first e-mails: mean pairwise trigram Jaccard 0.00, shared 5-grams 0 % of distinct (0 % of an e-mail’s), ' +
        '5 opener frames, 0 repeated sentences',
    ]);
    expect(uniformityLines(batchUniformity([]))).toEqual(['uniformity: no first e-mail written']);
  });

  it('names the sample the pairwise figure was taken over', () => {
    const many = Array.from({ length: 450 }, (_, i) => email(`Order ${i} shipped on day ${i + 1} of the month.`));
    expect(uniformityLines(batchUniformity(many))[0]).toMatch(
      /^uniformity of 450 first e-mails: .* \(sample of 400\), /,
    );
  });
});
