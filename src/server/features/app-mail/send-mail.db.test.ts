import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import { freePort } from '#tests/support/process.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { passwordResetMail } from './messages/password-reset.ts';
import { sendMail, type MailDeps } from './send-mail.ts';

/**
 * `sendMail` (DESIGN.md §3 "Mail"): the dev outbox on the test database without `SMTP_URL`; a real SMTP
 * server (smtp-server on 127.0.0.1, read back with mailparser) with it; delivery failures recorded and
 * returned, not thrown.
 */
let t: TestApp;
let smtp: TestSmtpServer | undefined;
let logs: Record<string, unknown>[];

beforeEach(async () => {
  t = await createTestApp();
  logs = [];
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await t.close();
});

function depsWith(env: Record<string, string>): MailDeps {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return {
    db: t.db,
    env: parseEnv({ BASE_URL: 'https://app.example.com', ...env }),
    logger: pino({ level: 'info' }, sink),
  };
}

const message = () =>
  passwordResetMail({
    to: 'ada@example.com',
    name: 'Ada <Lovelace>',
    baseUrl: 'https://app.example.com',
    token: 'tok123',
  });

describe('sendMail without SMTP_URL (the dev outbox)', () => {
  it('stores the message as the delivery and logs it in full', async () => {
    const result = await sendMail(depsWith({}), message());
    expect(result).toMatchObject({ transport: 'outbox', messageId: null, error: null });

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({
      kind: 'password_reset',
      to: 'ada@example.com',
      subject: 'Reset your Coldsmith password',
      transport: 'outbox',
      messageId: null,
      error: null,
    });
    expect(row!.text).toContain('https://app.example.com/auth/reset-password?token=tok123');
    expect(row!.html).toContain('Hi Ada &lt;Lovelace&gt;,');

    const line = logs.find((l) => l.msg === 'mail stored in the dev outbox (no SMTP_URL is set)');
    expect(line).toMatchObject({
      level: 30,
      module: 'mail',
      mail: { id: result.id, kind: 'password_reset', to: 'ada@example.com' },
    });
    expect((line!.mail as { text: string }).text).toContain('/auth/reset-password?token=tok123');
  });
});

describe('sendMail over SMTP', () => {
  it('delivers both parts from MAIL_FROM with AUTH and records the Message-ID', async () => {
    smtp = await startSmtpServer({ auth: { user: 'coldsmith', pass: 's3cret:/@' } });
    const result = await sendMail(
      depsWith({ SMTP_URL: smtp.url, MAIL_FROM: 'Coldsmith <mail@coldsmith.test>' }),
      message(),
    );
    expect(result).toMatchObject({ transport: 'smtp', error: null });

    const mail = await smtp.nextMail();
    expect(mail.envelope).toEqual({ from: 'mail@coldsmith.test', to: ['ada@example.com'] });
    expect(mail.parsed.subject).toBe('Reset your Coldsmith password');
    expect(mail.parsed.from?.value).toEqual([{ address: 'mail@coldsmith.test', name: 'Coldsmith' }]);
    expect(mail.parsed.text).toContain('https://app.example.com/auth/reset-password?token=tok123');
    expect(mail.parsed.html).toContain('href="https://app.example.com/auth/reset-password?token=tok123"');
    expect(mail.parsed.html).toContain('Hi Ada &lt;Lovelace&gt;,');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.parsed.messageId).toBe(result.messageId);

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({
      transport: 'smtp',
      messageId: mail.parsed.messageId,
      error: null,
      to: 'ada@example.com',
    });
    expect(logs.find((l) => l.msg === 'mail sent over SMTP')).toMatchObject({
      mail: { id: result.id, messageId: result.messageId },
    });
    // Over SMTP the log carries no body: the reset link is the recipient's alone.
    expect(JSON.stringify(logs)).not.toContain('tok123');
  });

  it('defaults the sender to no-reply at the host of BASE_URL', async () => {
    smtp = await startSmtpServer();
    await sendMail(depsWith({ SMTP_URL: smtp.url }), message());
    expect((await smtp.nextMail()).parsed.from?.value).toEqual([
      { address: 'no-reply@app.example.com', name: 'Coldsmith' },
    ]);
  });

  it('records and logs a refused recipient instead of throwing', async () => {
    smtp = await startSmtpServer({ rejectRecipient: (address) => address === 'ada@example.com' });
    const result = await sendMail(depsWith({ SMTP_URL: smtp.url }), message());
    expect(result.transport).toBe('smtp');
    expect(result.messageId).toBeNull();
    expect(result.error).toMatch(/550|does not exist/);
    expect(smtp.received).toHaveLength(0);

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({ transport: 'smtp', messageId: null, error: result.error });
    expect(logs.find((l) => l.msg === 'mail delivery failed')).toMatchObject({
      level: 50,
      tags: { mail: 'password_reset' },
      mail: { id: result.id },
    });
  });

  it('records wrong SMTP credentials as an error', async () => {
    smtp = await startSmtpServer({ auth: { user: 'coldsmith', pass: 'right' } });
    const result = await sendMail(depsWith({ SMTP_URL: `smtp://coldsmith:wrong@127.0.0.1:${smtp.port}` }), message());
    expect(result.error).toMatch(/Invalid|auth/i);
    expect(smtp.received).toHaveLength(0);
  });

  it('records an unreachable server as an error', async () => {
    const port = await freePort();
    const result = await sendMail(depsWith({ SMTP_URL: `smtp://127.0.0.1:${port}` }), message());
    expect(result).toMatchObject({ transport: 'smtp', messageId: null });
    expect(result.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
