import { describe, expect, it } from 'vitest';
import { accountApprovedMail } from './account-approved.ts';
import { escapeHtml, renderMail } from './layout.ts';
import { passwordResetMail } from './password-reset.ts';
import { webhookDisabledMail } from './webhook-disabled.ts';

/** The mail builders: both parts, the link, and HTML escaping of every interpolated value. */
const hostile = `Eve <script>alert("x")</script> & 'co'`;

describe('passwordResetMail', () => {
  const mail = passwordResetMail({
    to: 'ada@example.com',
    name: 'Ada Lovelace',
    baseUrl: 'https://app.example.com',
    token: 'abc123XYZ',
  });

  it('links to /auth/reset-password with the token in both parts', () => {
    const link = 'https://app.example.com/auth/reset-password?token=abc123XYZ';
    expect(mail).toMatchObject({
      kind: 'password_reset',
      to: 'ada@example.com',
      subject: 'Reset your Coldsmith password',
    });
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toMatch(/^Hi Ada Lovelace,\n/);
    expect(mail.text).toContain('The link works once, for 1 hour.');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail');
  });

  it('percent-encodes a token so it cannot break out of the query', () => {
    const odd = passwordResetMail({ to: 'a@b.co', name: '', baseUrl: 'http://localhost:3000', token: 'a&b="c"' });
    expect(odd.text).toContain('http://localhost:3000/auth/reset-password?token=a%26b%3D%22c%22');
    expect(odd.text).toMatch(/^Hello,\n/);
  });

  it('says a lifetime in minutes when it is not whole hours', () => {
    expect(
      passwordResetMail({ to: 'a@b.co', name: 'A', baseUrl: 'http://x.test', token: 't', expiresInSeconds: 900 }).text,
    ).toContain('for 15 minutes');
    expect(
      passwordResetMail({ to: 'a@b.co', name: 'A', baseUrl: 'http://x.test', token: 't', expiresInSeconds: 7200 }).text,
    ).toContain('for 2 hours');
  });

  it('escapes the name in HTML and keeps it readable in text', () => {
    const m = passwordResetMail({ to: 'e@x.co', name: hostile, baseUrl: 'http://x.test', token: 't' });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('Hi Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;,');
    expect(m.text).toContain(`Hi ${hostile},`);
  });
});

describe('accountApprovedMail', () => {
  it('tells the user they are approved and links to sign in', () => {
    const mail = accountApprovedMail({ to: 'grace@example.com', name: 'Grace', baseUrl: 'https://app.example.com' });
    expect(mail).toMatchObject({
      kind: 'account_approved',
      to: 'grace@example.com',
      subject: 'Your Coldsmith account is ready',
    });
    expect(mail.text).toContain('approved');
    expect(mail.text).toContain('https://app.example.com/login');
    expect(mail.html).toContain('href="https://app.example.com/login"');
    expect(mail.text).toContain('You signed up with grace@example.com.');
  });

  it('escapes the address and the name in HTML', () => {
    const mail = accountApprovedMail({ to: '"<b>"@example.com', name: hostile, baseUrl: 'http://x.test' });
    expect(mail.html).not.toMatch(/<b>|<script>/);
    expect(mail.html).toContain('&quot;&lt;b&gt;&quot;@example.com');
  });
});

describe('webhookDisabledMail', () => {
  it('names the endpoint and the reason, and links to the webhooks page', () => {
    const failing = webhookDisabledMail({
      to: 'ops@example.com',
      name: 'Ops',
      baseUrl: 'https://app.example.com',
      url: 'https://hooks.example.com/in',
      reason: 'failing',
      failedForDays: 3,
    });
    expect(failing).toMatchObject({
      kind: 'webhook_disabled',
      to: 'ops@example.com',
      subject: 'A Coldsmith webhook endpoint was disabled',
    });
    expect(failing.text).toContain(
      'We stopped sending events to your webhook endpoint https://hooks.example.com/in. Every delivery to it has failed for 3 days.',
    );
    expect(failing.html).toContain('href="https://app.example.com/integrations/webhook"');
    const gone = webhookDisabledMail({
      to: 'ops@example.com',
      name: 'Ops',
      baseUrl: 'https://app.example.com',
      url: 'https://hooks.example.com/in',
      reason: 'gone',
      failedForDays: 1,
    });
    expect(gone.text).toContain('It answered 410 Gone');
  });

  it('escapes the URL in HTML', () => {
    const mail = webhookDisabledMail({
      to: 'a@b.co',
      name: hostile,
      baseUrl: 'http://x.test',
      url: 'https://x.test/<script>',
      reason: 'failing',
      failedForDays: 3,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('https://x.test/&lt;script&gt;');
  });
});

describe('renderMail', () => {
  it('escapes the five characters HTML reserves', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('escapes the link inside the href attribute', () => {
    const { html } = renderMail({
      subject: 's',
      name: 'n',
      paragraphs: [],
      action: { label: 'Go', url: 'https://x.test/?a=1&b="2"' },
    });
    expect(html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderMail({ subject: 's', name: 'n', paragraphs: [], action: { label: 'Go', url: 'javascript:alert(1)' } }),
    ).toThrow(/http\(s\)/);
  });

  it('puts a name on one line (no header or paragraph injection through control characters)', () => {
    const { text } = renderMail({ subject: 's', name: 'Mal\r\nBcc: x@y.z\u0000', paragraphs: ['p'] });
    expect(text.split('\n')[0]).toBe('Hi Mal Bcc: x@y.z,');
  });
});
