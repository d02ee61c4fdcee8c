import { afterEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * No account enumeration through sign-up (docs/decisions/017): an address that already has an account is
 * answered exactly like a new one — same status, same body keys, no session either way — so the answer
 * cannot tell which addresses have accounts.
 */
let t: TestApp;
afterEach(async () => t?.close());

const shapeOf = async (response: Response) => ({
  status: response.status,
  keys: Object.keys((await response.json()) as object).sort(),
  session: response.headers.getSetCookie().some((line) => /session_token=/.test(line)),
});

describe('sign-up with an address that has an account', () => {
  it('answers like a sign-up with a new address', async () => {
    t = await createTestApp();
    const { user } = await createActiveUser(t);
    const taken = await t
      .client()
      .post('/api/auth/sign-up/email', { name: 'Eve', email: user.email, password: 'another-long-password' });
    const fresh = await t
      .client()
      .post('/api/auth/sign-up/email', { name: 'Eve', email: 'new-person@example.com', password: 'a-long-password' });
    const takenShape = await shapeOf(taken);
    expect(takenShape).toEqual({ status: 200, keys: ['token', 'user'], session: false });
    expect(await shapeOf(fresh)).toEqual(takenShape);
  });
});
