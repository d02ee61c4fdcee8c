import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The process environment, validated once at start (DESIGN.md §4 "Environment").
 * `parseEnv` never reads `process.env` itself, so tests pass plain objects.
 *
 * Empty strings count as unset: `.env` files and CI systems often write `NAME=` for "no value".
 */

const optionalString = z.string().trim().min(1).optional();
const intIn = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: 'expected a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const urlWithProtocols = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      message: `expected a URL (${hint})`,
    });

/** A vendor's API origin: http(s), no trailing slash; the vendor's own URL by default. */
const vendorUrl = (fallback: string) =>
  urlWithProtocols(['http:', 'https:'], 'an http(s) base URL, e.g. ' + fallback)
    .transform((v) => v.replace(/\/+$/, ''))
    .default(fallback);

export const aiProviders = ['offline', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: intIn(1, 65_535).default(3000),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db').optional(),
    /** Connections each process's app pool may open on DATABASE_URL (pg-boss keeps its own 4); node-postgres' default is 10. */
    DATABASE_POOL_SIZE: intIn(1, 1_000).default(10),
    BASE_URL: urlWithProtocols(['http:', 'https:'], 'http(s)://host[:port]').optional(),
    AUTH_SECRET: z.string().min(32, { message: 'expected at least 32 characters' }).optional(),
    ENCRYPTION_KEY: z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32, {
        message: 'expected 32 bytes, base64-encoded (e.g. `openssl rand -base64 32`)',
      })
      .optional(),
    AI_PROVIDER: z.enum(aiProviders).default('offline'),
    AI_MODEL: optionalString,
    AI_BASE_URL: urlWithProtocols(['http:', 'https:'], 'e.g. http://localhost:11434/v1').optional(),
    AI_API_KEY: optionalString,
    AI_CONCURRENCY: intIn(1, 1_000).default(8),
    AI_RPM: intIn(0, 1_000_000).default(0),
    /** Tokens (input + output) per minute per provider key, shared like AI_RPM; 0 = no limit. */
    AI_TPM: intIn(0, 1_000_000_000).default(0),
    /** Seconds between status polls of a provider batch (overnight mode, decision 038). */
    AI_BATCH_POLL_SECONDS: intIn(1, 3_600).default(60),
    /** Requests per minute per API key (middleware/rate-limit; docs/decisions/019). */
    API_KEY_RPM: intIn(1, 1_000_000).default(120),
    /** Generate, regenerate, personalize, score and import calls per minute per user, by key or session. */
    EXPENSIVE_RPM: intIn(1, 1_000_000).default(30),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp(s)://user:password@host:port').optional(),
    MAIL_FROM: optionalString,
    CONTACT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('hello@coldsmith.app'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /**
     * Google's OpenID Connect discovery document. Only tests (a local OIDC server) and unusual set-ups
     * (a Google-compatible identity proxy) change it.
     */
    GOOGLE_DISCOVERY_URL: urlWithProtocols(['http:', 'https:'], 'an OpenID Connect discovery URL').default(
      'https://accounts.google.com/.well-known/openid-configuration',
    ),
    /**
     * The sending tools' and CRMs' API base URLs (features/integrations/connectors). Each vendor's own
     * by default; only tests (local stand-ins) and proxies change them, like GOOGLE_DISCOVERY_URL.
     */
    INSTANTLY_API_URL: vendorUrl('https://api.instantly.ai'),
    SMARTLEAD_API_URL: vendorUrl('https://server.smartlead.ai'),
    LEMLIST_API_URL: vendorUrl('https://api.lemlist.com'),
    HUBSPOT_API_URL: vendorUrl('https://api.hubapi.com'),
    /** Slack incoming webhooks must start with `<this>/services/` (api.slack.com/messaging/webhooks). */
    SLACK_WEBHOOK_BASE_URL: vendorUrl('https://hooks.slack.com'),
    /** Reverse proxies (IPs or CIDRs, comma-separated) whose X-Forwarded-For is believed. */
    TRUSTED_PROXIES: z
      .string()
      .trim()
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine((p) => isIP(p.split('/')[0]!) !== 0, {
            message: 'expected IP addresses or CIDR ranges, comma-separated',
          }),
        ),
      )
      .default([]),
    /**
     * Lets webhook endpoints point at loopback and private addresses (RFC 1918, CGNAT, IPv6 unique-
     * local), for a self-hosted install that delivers inside its own network. Link-local, metadata and
     * reserved addresses stay refused (lib/ssrf-address.ts). Off by default: on a shared install a user
     * could otherwise make the server call its neighbours (DESIGN.md §5).
     */
    WEBHOOK_ALLOW_PRIVATE: z
      .enum(['true', 'false'], { message: 'expected true or false' })
      .transform((v) => v === 'true')
      .default(false),
    /**
     * Lets prospect research (issue 15) fetch sites at loopback and private addresses, like
     * WEBHOOK_ALLOW_PRIVATE: for tests and for a private install researching its own network. Off by
     * default: a row's website must not make the server call its neighbours (DESIGN.md §5).
     */
    RESEARCH_ALLOW_PRIVATE: z
      .enum(['true', 'false'], { message: 'expected true or false' })
      .transform((v) => v === 'true')
      .default(false),
    /** Days a fetched page is reused before it is fetched again (issue 15: 7). */
    RESEARCH_TTL_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL) {
      for (const name of ['AUTH_SECRET', 'ENCRYPTION_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when DATABASE_URL is set' });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together',
      });
    }
  });

export type Env = z.output<typeof envSchema>;

/** Thrown by `parseEnv`; `problems` names each bad variable with what is wrong. */
export class EnvError extends Error {
  constructor(readonly problems: { name: string; message: string }[]) {
    super(
      'Invalid environment, Coldsmith cannot start:\n' +
        problems.map((p) => `  - ${p.name}: ${p.message}`).join('\n') +
        '\nSee the configuration table in README.md.',
    );
    this.name = 'EnvError';
  }
}

/**
 * Validates and defaults the environment.
 * @param raw - variables as `process.env` holds them (strings or undefined)
 * @returns the typed configuration; `BASE_URL` defaults to `http://localhost:$PORT`
 * @throws EnvError naming every bad variable, never only the first
 */
export function parseEnv(raw: Record<string, string | undefined>): Env & { BASE_URL: string } {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = typeof cleaned[name] === 'string' && !/SECRET|KEY|PASSWORD|DATABASE_URL|SMTP_URL/.test(name);
        return { name, message: issue.message + (got ? ` (got "${cleaned[name]}")` : '') };
      }),
    );
  }
  const env = result.data;
  return { ...env, BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

export type AppEnv = ReturnType<typeof parseEnv>;
