import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const problemsOf = (raw: Record<string, string>) => {
  try {
    parseEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
  throw new Error('expected parseEnv to throw');
};

describe('parseEnv', () => {
  it('applies the defaults of DESIGN.md §4 to an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      BASE_URL: 'http://localhost:3000',
      AI_PROVIDER: 'offline',
      AI_CONCURRENCY: 8,
      AI_RPM: 0,
      AI_TPM: 0,
      DATABASE_POOL_SIZE: 10,
      API_KEY_RPM: 120,
      EXPENSIVE_RPM: 30,
      CONTACT_EMAIL: 'hello@coldsmith.app',
      WEBHOOK_ALLOW_PRIVATE: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives BASE_URL from PORT and treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '8080', DATABASE_URL: '' }).BASE_URL).toBe('http://localhost:8080');
    expect(parseEnv({ BASE_URL: 'https://app.example.com/' }).BASE_URL).toBe('https://app.example.com');
  });

  it('names every bad variable, not only the first', () => {
    const problems = problemsOf({
      PORT: 'abc',
      AI_PROVIDER: 'skynet',
      AI_CONCURRENCY: '0',
      CONTACT_EMAIL: 'nope',
      API_KEY_RPM: '0',
      AI_TPM: '-5',
    });
    expect(problems.map((p) => p.name).sort()).toEqual([
      'AI_CONCURRENCY',
      'AI_PROVIDER',
      'AI_TPM',
      'API_KEY_RPM',
      'CONTACT_EMAIL',
      'PORT',
    ]);
    expect(problems.find((p) => p.name === 'PORT')?.message).toContain('"abc"');
  });

  it('reads AI_TPM as a whole number of tokens a minute', () => {
    expect(parseEnv({ AI_TPM: '200000' }).AI_TPM).toBe(200_000);
    expect(problemsOf({ AI_TPM: '2.5k' })).toEqual([
      { name: 'AI_TPM', message: 'expected a whole number (got "2.5k")' },
    ]);
  });

  it('reads WEBHOOK_ALLOW_PRIVATE as true or false, nothing else', () => {
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: 'true' }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: 'false' }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(problemsOf({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toEqual([
      { name: 'WEBHOOK_ALLOW_PRIVATE', message: 'expected true or false (got "yes")' },
    ]);
  });

  it('requires AUTH_SECRET and ENCRYPTION_KEY with DATABASE_URL', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' });
    expect(problems.map((p) => p.name).sort()).toEqual(['AUTH_SECRET', 'ENCRYPTION_KEY']);
    const ok = parseEnv({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      AUTH_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(ok.DATABASE_URL).toContain('postgres://');
  });

  it('refuses a malformed ENCRYPTION_KEY without echoing the secret', () => {
    const [problem] = problemsOf({ ENCRYPTION_KEY: 'too-short-secret' });
    expect(problem?.name).toBe('ENCRYPTION_KEY');
    expect(problem?.message).not.toContain('too-short-secret');
  });

  it('refuses URLs of the wrong kind', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      AI_BASE_URL: 'not a url',
      AUTH_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    });
    expect(problems.map((p) => p.name).sort()).toEqual(['AI_BASE_URL', 'DATABASE_URL', 'SMTP_URL']);
  });

  it('reads TRUSTED_PROXIES as a list of addresses or ranges', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.1, 192.0.2.0/24,::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '192.0.2.0/24',
      '::1',
    ]);
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(problemsOf({ TRUSTED_PROXIES: 'proxy.internal' }).map((p) => p.name)).toEqual(['TRUSTED_PROXIES']);
  });

  it('requires the Google client id and secret together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' }).map((p) => p.name)).toEqual(['GOOGLE_CLIENT_SECRET']);
  });

  it('formats a message that lists each variable', () => {
    const error = new EnvError([{ name: 'PORT', message: 'bad' }]);
    expect(error.message).toMatch(/PORT: bad/);
  });
});
