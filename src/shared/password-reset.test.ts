import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, newPasswordFormSchema, resetPasswordSchema } from './password-reset.ts';

/** The reset schemas the forms and the server's Better Auth hook share. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('password-reset schemas', () => {
  it('normalises the e-mail as sign-in does, and refuses a non-address', () => {
    expect(forgotPasswordSchema.parse({ email: '  Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'ada' }))).toEqual([
      ['email', 'Enter a valid e-mail address'],
    ]);
  });

  it('needs a token and a password of 8–128 characters', () => {
    expect(resetPasswordSchema.parse({ token: ' abc ', newPassword: '12345678' })).toEqual({
      token: 'abc',
      newPassword: '12345678',
    });
    expect(messages(resetPasswordSchema.safeParse({ newPassword: '1234567' }))).toEqual([
      ['token', 'The reset link has no token'],
      ['newPassword', 'Use at least 8 characters'],
    ]);
    expect(messages(resetPasswordSchema.safeParse({ token: 't', newPassword: 'x'.repeat(129) }))).toEqual([
      ['newPassword', 'Use at most 128 characters'],
    ]);
  });

  it('puts a mismatch under the confirmation field', () => {
    expect(
      messages(newPasswordFormSchema.safeParse({ newPassword: 'long enough 1', confirmPassword: 'long enough 2' })),
    ).toEqual([['confirmPassword', 'The passwords do not match']]);
    expect(
      newPasswordFormSchema.safeParse({ newPassword: 'long enough 1', confirmPassword: 'long enough 1' }).success,
    ).toBe(true);
  });
});
