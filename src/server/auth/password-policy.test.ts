import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  const ranked = dictionary['passwords-common'];

  it('refuses the most common passwords whatever their case, and blank ones', async () => {
    for (const password of ['password', 'Password', 'QWERTYUIOP', 'iloveyou', 'football'])
      expect(await passwordProblem(password), password).toMatch(/most common/);
    expect(await passwordProblem(' '.repeat(8))).toMatch(/only spaces/);
    expect(await passwordProblem('\t\n        ')).toMatch(/only spaces/);
  });

  it(`stops at the ${COMMON_PASSWORD_COUNT.toLocaleString('en-US')} most common`, async () => {
    const last = ranked.slice(0, COMMON_PASSWORD_COUNT).findLast((p) => p.length >= 8)!;
    const next = ranked
      .slice(COMMON_PASSWORD_COUNT)
      .find((p) => p.length >= 8 && !ranked.slice(0, COMMON_PASSWORD_COUNT).includes(p))!;
    expect(await passwordProblem(last)).not.toBeNull();
    expect(await passwordProblem(next)).toBeNull();
  });

  it('takes passphrases and leaves the length bounds to Better Auth', async () => {
    expect(await passwordProblem('my quiet harbour 1987')).toBeNull();
    expect(await passwordProblem('short')).toBeNull();
    expect(await passwordProblem('   ')).toBeNull();
  });
});
