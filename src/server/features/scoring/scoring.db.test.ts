import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '#server/app.ts';
import { emailVerdicts } from '#shared/emails.ts';
import { scoreRequestSchema, scoreResultSchema, type ScoreRequestInput } from '#shared/scoring.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createKey, keyClient, type KeyClient } from '#tests/support/api-keys.ts';
import { expectDocumentedAnswer } from '#tests/support/openapi.ts';
import { gradeEmail } from './scoring.service.ts';

/**
 * `POST /api/v1/score` through the real app on a fresh database: an e-mail written elsewhere graded
 * for a session and for an API key holding `emails:read` (a key without it, and no credential, are
 * refused), every answer checked against the OpenAPI document, bad input answered 400 with the
 * fields named, an oversized body 413, and the per-account limit on expensive calls.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const brief = {
  senderName: 'Sam Rivera',
  senderCompany: 'Relaybase',
  offer: 'Relaybase monitors your background jobs and webhooks and alerts the on-call engineer.',
  audience: 'engineering leaders at software companies',
};
const prospect = {
  email: 'mia.dubois@blitzesports.example',
  firstName: 'Mia',
  lastName: 'Dubois',
  title: 'Engineering Manager',
  company: 'Blitz Esports',
  notes: 'Blitz Esports runs match analytics for esports teams.',
};
const email = {
  subject: 'Match analytics jobs at Blitz',
  body:
    'Hi Mia,\n\nBlitz Esports runs match analytics for esports teams, so a failed job shows up as stale stats.\n\n' +
    'Relaybase alerts your on-call engineer before the teams notice.\n\nWorth a look?\n\nSam',
};
const request: ScoreRequestInput = { brief, prospect, email };

const post = (client: TestClient | KeyClient, json: unknown) =>
  client.post('/api/v1/score', json as Record<string, unknown>);
const documented = (res: Response) => expectDocumentedAnswer(t.app as never, 'POST', '/api/v1/score', res);

describe('POST /api/v1/score', () => {
  it('grades an e-mail written elsewhere for a signed-in user, as documented', async () => {
    const { client } = await createActiveUser(t);
    const res = await post(client, request);
    expect(res.status).toBe(200);
    const answer = scoreResultSchema.parse(await documented(res));
    expect(emailVerdicts).toContain(answer.verdict);
    expect(answer.criteria.length).toBeGreaterThan(0);
    expect(answer.claims).toBeInstanceOf(Array);
    // The route adds nothing of its own: step 1, no earlier steps, the opener from the body.
    expect(answer).toEqual(gradeEmail({ ...scoreRequestSchema.parse(request), step: 1, previous: [] }));
  });

  it('takes the prospect as a CRM exports it, echoing the mapping; a bad mapping or a mixed row is 400', async () => {
    const { client } = await createActiveUser(t);
    const crmRow = {
      'First Name': 'Mia',
      'Last Name': 'Dubois',
      Title: 'Engineering Manager',
      'Account Name': 'Blitz Esports',
      Email: 'mia.dubois@blitzesports.example',
      Notes: prospect.notes,
    };
    const res = await post(client, { ...request, prospect: crmRow });
    expect(res.status).toBe(200);
    const answer = scoreResultSchema.parse(await documented(res));
    expect(answer.mapping).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Title: 'title',
      'Account Name': 'company',
      Email: 'email',
      Notes: 'notes',
    });
    // The same verdict and reasons as the prospect shape: every real name is read, none reads as invented.
    const shaped = scoreResultSchema.parse(await (await post(client, request)).json());
    expect({ ...answer, mapping: undefined }).toEqual({ ...shaped, mapping: undefined });

    const badMapping = await post(client, { ...request, prospect: crmRow, mapping: { Phone: 'notes' } });
    expect(badMapping.status).toBe(400);
    expect(await documented(badMapping)).toMatchObject({ code: 'invalid_mapping' });

    const mixed = await post(client, { ...request, prospect: { 'Account Name': 'Blitz', fields: { a: 'b' } } });
    expect(mixed.status).toBe(400);
    const problem = (await documented(mixed)) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toEqual([
      { path: 'prospect', message: expect.stringContaining('"Account Name" is not a prospect field') },
    ]);
  });

  it('grades a follow-up against the earlier steps it is given', async () => {
    const { client } = await createActiveUser(t);
    const followUp = { ...request, step: 2, previous: [email], email: { ...email, subject: `Re: ${email.subject}` } };
    const res = await post(client, followUp);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(gradeEmail(scoreRequestSchema.parse(followUp)));
  });

  it('marks down a 200-word first e-mail', async () => {
    const { client } = await createActiveUser(t);
    const long = `Hi Mia,\n\n${'Relaybase watches every background job you run and tells you when one stops. '.repeat(15)}\n\nSam`;
    const res = await post(client, { ...request, email: { ...email, body: long } });
    const answer = scoreResultSchema.parse(await res.json());
    expect(answer.verdict).not.toBe('send');
    expect(answer.criteria.find((c) => c.id === 'length')?.result).toBe('fail');
  });

  it('opens to an API key with emails:read, and refuses one without it or no credential', async () => {
    const { client } = await createActiveUser(t);
    const reader = keyClient(t, (await createKey(client, ['emails:read'])).key);
    const ok = await post(reader, request);
    expect(ok.status).toBe(200);
    scoreResultSchema.parse(await documented(ok));

    const writer = keyClient(t, (await createKey(client, ['emails:write', 'campaigns:read'])).key);
    const refused = await post(writer, request);
    expect(refused.status).toBe(403);
    expect(await documented(refused)).toMatchObject({
      code: 'forbidden',
      detail: 'This API key lacks the emails:read scope, which POST /api/v1/score needs.',
    });
    const stranger = await post(t.client(), request);
    expect(stranger.status).toBe(401);
    await documented(stranger);
  });

  it('answers bad input with 400 validation_failed naming each field, never 500', async () => {
    const { client } = await createActiveUser(t);
    const cases: [unknown, string[]][] = [
      [{ brief, prospect }, ['email']],
      [{ ...request, brief: { senderName: 'Sam' } }, ['brief.offer']],
      [{ ...request, email: { subject: '', body: ' ' } }, ['email.subject', 'email.body']],
      [{ ...request, email: { ...email, body: 'x'.repeat(20_001) } }, ['email.body']],
      [{ ...request, step: 0 }, ['step']],
      [{ ...request, step: 5 }, ['step']],
      [{ ...request, previous: [email, email, email, email] }, ['previous']],
      [{ ...request, previous: [{ subject: 'Hi' }] }, ['previous.0.body']],
      [{ ...request, prospect: { firstName: 42 } }, ['prospect.firstName']],
      [{ ...request, grade: 'A' }, ['json']],
      [[], ['json']],
    ];
    for (const [body, paths] of cases) {
      const res = await post(client, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      const problem = (await documented(res)) as { code: string; errors: { path: string }[] };
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors.map((e) => e.path)).toEqual(expect.arrayContaining(paths));
    }
    const malformed = await client.request('/api/v1/score', {
      method: 'POST',
      body: '{"brief": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    await documented(malformed);
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const { client } = await createActiveUser(t);
    const huge = { ...request, prospect: { ...prospect, notes: 'x'.repeat(JSON_BODY_LIMIT_BYTES) } };
    const res = await post(client, huge);
    expect(res.status).toBe(413);
    expect(await documented(res)).toMatchObject({ code: 'too_large' });
  });

  it('counts as an expensive call: past EXPENSIVE_RPM a minute, 429', async () => {
    await t.close();
    t = await createTestApp({ env: { EXPENSIVE_RPM: '2' } });
    const { client } = await createActiveUser(t);
    expect((await post(client, request)).status).toBe(200);
    expect((await post(client, request)).status).toBe(200);
    const refused = await post(client, request);
    expect(refused.status).toBe(429);
    expect(await documented(refused)).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringContaining('score'),
    });
  });
});
