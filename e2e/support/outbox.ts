import { expect, request as playwrightRequest } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './users.ts';

type OutboxItem = { to: string; kind: string; text: string; createdAt: string };

/**
 * The first link matching `pattern` in the newest mail of `kind` to `to`, read from the dev outbox
 * (`GET /api/admin/outbox`) as the superadmin the setup project made, where a person running Coldsmith
 * without SMTP would read it. Mail is sent in the background, so this polls.
 */
export async function linkFromOutbox(baseURL: string, to: string, kind: string, pattern: RegExp): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL, storageState: ADMIN_STORAGE_STATE });
  try {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await admin.get('/api/admin/outbox?limit=50');
        expect(response.status(), await response.text()).toBe(200);
        const { items } = (await response.json()) as { items: OutboxItem[] };
        link = pattern.exec(items.find((i) => i.to === to && i.kind === kind)?.text ?? '')?.[1];
        return link;
      })
      .toBeTruthy();
    return link!;
  } finally {
    await admin.dispose();
  }
}
