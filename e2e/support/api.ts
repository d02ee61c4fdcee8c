import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { ADMIN_STORAGE_STATE, newUser, type Credentials } from './users.ts';

/**
 * Test set-up through the HTTP API rather than the UI (docs/decisions/007). Better Auth checks the
 * Origin of every POST, so it is always sent.
 */

/**
 * Posts to a Better Auth endpoint, waiting out a 429: Better Auth allows 3 sign-ups (and, separately, 3
 * sign-ins) per 10 s from one address, and answers `X-Retry-After` in seconds.
 */
async function postWithRetry(request: APIRequestContext, path: string, data: object, baseURL: string) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(path, { data, headers: { Origin: baseURL } });
    if (response.status() === 429 && attempt < 2) {
      const seconds = Number(response.headers()['x-retry-after'] ?? 10);
      await new Promise((resolve) => setTimeout(resolve, (seconds + 0.5) * 1_000));
      continue;
    }
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return response;
  }
}

/**
 * Creates an account (`POST /api/auth/sign-up/email`) without signing in: sign-up opens no session
 * (docs/decisions/017). For users a test only needs to exist; spares the sign-in rate limit the UI's
 * own sign-ins share.
 */
export async function createAccountViaApi(
  request: APIRequestContext,
  user: Credentials,
  baseURL: string,
): Promise<{ id: string }> {
  const response = await postWithRetry(request, '/api/auth/sign-up/email', user, baseURL);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id };
}

/**
 * Creates an account, then signs the context that sends it in as it (`POST /api/auth/sign-in/email`).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  user: Credentials,
  baseURL: string,
): Promise<{ id: string }> {
  const created = await createAccountViaApi(request, user, baseURL);
  await postWithRetry(request, '/api/auth/sign-in/email', { email: user.email, password: user.password }, baseURL);
  return created;
}

/** Sets a user's status as the administrator the `setup` project created (`PATCH /api/admin/users/:id`). */
export async function setUserStatus(
  id: string,
  status: 'active' | 'pending' | 'suspended',
  baseURL: string,
): Promise<void> {
  const admin = await playwrightRequest.newContext({
    baseURL,
    storageState: ADMIN_STORAGE_STATE,
    extraHTTPHeaders: { Origin: baseURL },
  });
  try {
    const response = await admin.patch(`/api/admin/users/${id}`, { data: { status } });
    expect(response.ok(), `PATCH status answered ${response.status()}: ${await response.text()}`).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** Approves a pending user (`setUserStatus` to active). */
export const approveUser = (id: string, baseURL: string) => setUserStatus(id, 'active', baseURL);

/** An active user, created and approved through the API, in a context of its own (not the page's). */
export async function createActiveUser(user: Credentials, baseURL: string): Promise<{ id: string }> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const created = await createAccountViaApi(context, user, baseURL);
    await approveUser(created.id, baseURL);
    return created;
  } finally {
    await context.dispose();
  }
}

/**
 * Signs the page's own context in as a fresh active user: sign-up through the API (which signs the
 * context in), then approval by the administrator. Returns the credentials.
 */
export async function signInAsActiveUser(
  request: APIRequestContext,
  label: string,
  baseURL: string,
): Promise<Credentials> {
  const user = newUser(label);
  const { id } = await signUpViaApi(request, user, baseURL);
  await approveUser(id, baseURL);
  return user;
}

/** Creates a campaign through `POST /api/v1/campaigns` as whoever `request` is signed in as. */
export async function createCampaignViaApi(
  request: APIRequestContext,
  baseURL: string,
  name: string,
): Promise<{ id: string }> {
  const response = await request.post('/api/v1/campaigns', {
    data: { name, brief: { senderName: 'Jane Doe', offer: 'Bookkeeping for seed-stage startups.' } },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}
