import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

describe('GET /api/config', () => {
  it('tells anyone the contact e-mail, version and whether Google sign-in is on', async () => {
    t = await createTestApp({ env: { CONTACT_EMAIL: 'team@example.com' } });
    expect(await (await t.client().get('/api/config')).json()).toEqual({
      version: '1.0.0',
      environment: 'test',
      contactEmail: 'team@example.com',
      googleSignIn: false,
    });
  });

  it('turns Google sign-in on when both of its variables are set', async () => {
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'secret' } });
    expect(await (await t.client().get('/api/config')).json()).toMatchObject({ googleSignIn: true });
  });
});
