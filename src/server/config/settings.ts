import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type PushSettings, readPushSettings } from './vapid.js';

/**
 * The one table of settings. Read once at start (readSettings) and passed down as plain data:
 * nothing else in the server reads process.env. Each entry is documented in .env.example and README.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true' || v === 'on'),
  AUTH_SECRET: optionalString,
  SECRETS_KEY: optionalString,
  SMTP_URL: optionalString,
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalString,
  MAIL_FROM: optionalString,
  SUPPORT_EMAIL: optionalString,
  ADMIN_EMAILS: optionalString,
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  // AI picks: any OpenAI-compatible chat completions endpoint. A key, or a base URL of a local endpoint
  // (Ollama, vLLM), switches them on; the admin's stored configuration overrides these when it exists.
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  // The retail source: Amazon's Creators API when all four are set, else the built-in sample catalog.
  RETAIL_CREDENTIAL_ID: optionalString,
  RETAIL_CREDENTIAL_SECRET: optionalString,
  AFFILIATE_TAG: optionalString,
  RETAIL_MARKETPLACE: optionalString,
  /** The Creators API's address and token endpoint (tests point them at a local server). */
  RETAIL_API_BASE_URL: optionalString,
  RETAIL_TOKEN_URL: optionalString,
  // Background worker (jobs and the email outbox). Tests shorten the times so that they run in seconds.
  WORKER_ENABLED: z
    .string()
    .optional()
    .transform((v) => !(v === '0' || v === 'false' || v === 'off')),
  WORKER_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** 'on' lets browser tests move the server's clock (POST /api/dev/clock); honoured on a loopback BASE_URL only. */
  TEST_CLOCK: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true' || v === 'on'),
  JOB_LEASE_SECONDS: z.coerce.number().positive().default(300),
  EMAIL_LEASE_SECONDS: z.coerce.number().positive().default(120),
  EMAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  EMAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  // Web Push (VAPID, RFC 8292): both keys from the environment, or a pair generated once into DATA_DIR.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Settings {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  baseUrl: string;
  /** The origin of BASE_URL (scheme, host, port): what Origin headers are compared with. */
  origin: string;
  isHttps: boolean;
  isLoopback: boolean;
  /** A clock browser tests may move (TEST_CLOCK=on with a loopback BASE_URL only; docs/decisions/085). */
  testClock: boolean;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  trustProxy: boolean;
  authSecret: string;
  /** 32 bytes for AES-256-GCM. */
  secretsKey: Buffer;
  smtpUrl?: string;
  resendApiKey?: string;
  resendBaseUrl: string;
  mailFrom: string;
  supportEmail: string;
  adminEmails: string[];
  rateLimitScale: number;
  socialProviders: { google?: OAuthClient; github?: OAuthClient };
  worker: WorkerSettings;
  ai: AiSettings;
  retail: RetailSettings;
  /** Web Push keys and contact (src/server/config/vapid.ts; docs/decisions/160). */
  push: PushSettings;
  /** Problems found while reading: a missing secret on a public host, say. Startup validation reports them. */
  problems: SettingProblem[];
  /** The raw values, for startup validation. Never log this object. */
  raw: RawEnv;
}

export interface WorkerSettings {
  /** Run the worker in the web process (default); WORKER_ENABLED=off leaves it to another instance. */
  enabled: boolean;
  /** Pause between polls when there is nothing to do. */
  pollMs: number;
  /** How long a claimed job belongs to one worker before another may take it over (the worker renews it while running). */
  jobLeaseSeconds: number;
  /** How long a claimed email belongs to one worker: must exceed the transport's send timeout. */
  emailLeaseSeconds: number;
  /** First retry delay of a failed email; doubled per attempt, capped at an hour. */
  emailRetryBaseSeconds: number;
  /** Emails claimed (and sent in parallel) per poll. */
  emailBatchSize: number;
}

/** The AI endpoint from the environment (core-app: AI picks). Configured: a key, or a base URL that is not the default. */
export interface AiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  configured: boolean;
}

export const DEFAULT_AI_BASE_URL = 'https://openrouter.ai/api/v1';
export const DEFAULT_AI_MODEL = 'anthropic/claude-sonnet-4';
const DEFAULT_RETAIL_API_BASE_URL = 'https://creatorsapi.amazon';
/**
 * Login with Amazon, North America (credential version 3.1): credentials made since February 2026 are 3.x.
 * Left at this default, the retail source uses the token endpoint of the marketplace's region instead
 * (api.amazon.co.uk for Europe and India, api.amazon.co.jp for the Far East).
 */
export const DEFAULT_RETAIL_TOKEN_URL = 'https://api.amazon.com/auth/o2/token';

/** Amazon's Creators API credentials; `amazon` is set only when all four values are present. */
export interface RetailSettings {
  amazon?: {
    credentialId: string;
    credentialSecret: string;
    marketplace: string;
    apiBaseUrl: string;
    tokenUrl: string;
  };
  /** The affiliate tag added to retailer links (also usable without the API). */
  affiliateTag?: string;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface SettingProblem {
  name: string;
  message: string;
  severity: 'critical' | 'warning';
}

/** The longest an email send may take (the SMTP and Resend transports' timeout). */
export const EMAIL_SEND_TIMEOUT_SECONDS = 60;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Secrets missing on a loopback host are generated once and kept in DATA_DIR, so a newcomer needs no
 * keys; on any other host a missing secret is a critical problem and a throwaway value is used only so
 * that the server can still serve its configuration error page.
 */
function secretFromDataDir(dataDir: string, fileName: string, bytes: number): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

function parseSecretsKey(value: string): Buffer | undefined {
  // Accept 64 hex characters or base64/base64url of 32 bytes.
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === 32 ? decoded : undefined;
}

function pair(id?: string, secret?: string): OAuthClient | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/**
 * Parses the environment. A value zod cannot read (PORT=abc) is reported as a critical problem and its
 * default used instead, so that startup validation can name it rather than the process crashing first.
 */
function parseEnv(env: NodeJS.ProcessEnv, problems: SettingProblem[]): RawEnv {
  const first = envSchema.safeParse(env);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  for (const name of bad) problems.push({ name, message: `Invalid value for ${name}`, severity: 'critical' });
  const withoutBad = Object.fromEntries(Object.entries(env).filter(([name]) => !bad.has(name)));
  return envSchema.parse(withoutBad);
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const problems: SettingProblem[] = [];
  const raw = parseEnv(env, problems);
  const port = raw.PORT;
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  let origin = baseUrl;
  let isHttps = false;
  try {
    const u = new URL(baseUrl);
    origin = u.origin;
    isHttps = u.protocol === 'https:';
  } catch {
    problems.push({ name: 'BASE_URL', message: 'Invalid URL format', severity: 'critical' });
  }
  const isLoopback = isLoopbackUrl(baseUrl);
  const dataDir = path.resolve(raw.DATA_DIR);

  const secret = (name: 'AUTH_SECRET' | 'SECRETS_KEY', file: string): string => {
    const given = raw[name];
    if (given) return given;
    if (isLoopback) return secretFromDataDir(dataDir, file, 32);
    problems.push({ name, message: 'Missing required variable', severity: 'critical' });
    return randomBytes(32).toString('base64url');
  };

  const authSecret = secret('AUTH_SECRET', 'auth-secret');
  const secretsKeyText = secret('SECRETS_KEY', 'secrets-key');
  let secretsKey = parseSecretsKey(secretsKeyText);
  if (!secretsKey) {
    problems.push({
      name: 'SECRETS_KEY',
      message: 'SECRETS_KEY must be 32 bytes as 64 hex characters or base64',
      severity: 'critical',
    });
    secretsKey = randomBytes(32);
  }

  const hasRealMail = Boolean(raw.SMTP_URL || raw.RESEND_API_KEY);
  if (!hasRealMail && !isLoopback) {
    problems.push({
      name: 'SMTP_URL',
      message: 'Missing required variable',
      severity: 'critical',
    });
  }
  const placeholderHost = isLoopback ? 'localhost' : new URL(origin).hostname;
  const mailFrom = raw.MAIL_FROM ?? (isLoopback ? `Giftwise <no-reply@${placeholderHost}>` : '');
  const supportEmail = raw.SUPPORT_EMAIL ?? (isLoopback ? `support@${placeholderHost}` : '');
  if (!mailFrom) problems.push({ name: 'MAIL_FROM', message: 'Missing required variable', severity: 'critical' });
  if (!supportEmail)
    problems.push({ name: 'SUPPORT_EMAIL', message: 'Missing required variable', severity: 'critical' });

  // An email is owned by its worker for EMAIL_LEASE_SECONDS; the SMTP send may take up to 60 s, so a shorter
  // lease lets another worker send the same email again.
  if (raw.EMAIL_LEASE_SECONDS <= EMAIL_SEND_TIMEOUT_SECONDS) {
    problems.push({
      name: 'EMAIL_LEASE_SECONDS',
      message: `Should be above the ${EMAIL_SEND_TIMEOUT_SECONDS} s email send timeout`,
      severity: 'warning',
    });
  }

  // Half the retail settings is a mistake worth a word: the sample catalog stays the source.
  const retailNames = ['RETAIL_CREDENTIAL_ID', 'RETAIL_CREDENTIAL_SECRET', 'AFFILIATE_TAG', 'RETAIL_MARKETPLACE'] as const;
  const retailGiven = retailNames.filter((name) => raw[name]);
  if (retailGiven.length > 0 && retailGiven.length < retailNames.length && !(retailGiven.length === 1 && raw.AFFILIATE_TAG)) {
    for (const name of retailNames.filter((n) => !raw[n]))
      problems.push({ name, message: 'Missing required variable', severity: 'warning' });
  }

  const push = readPushSettings(raw, { dataDir, supportEmail, sharedDatabase: Boolean(raw.DATABASE_URL) }, problems);

  return {
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    port,
    baseUrl,
    origin,
    isHttps,
    isLoopback,
    testClock: raw.TEST_CLOCK && isLoopback,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    redisUrl: raw.REDIS_URL,
    trustProxy: raw.TRUST_PROXY,
    authSecret,
    secretsKey,
    smtpUrl: raw.SMTP_URL,
    resendApiKey: raw.RESEND_API_KEY,
    resendBaseUrl: (raw.RESEND_BASE_URL ?? 'https://api.resend.com').replace(/\/+$/, ''),
    mailFrom,
    supportEmail,
    adminEmails: (raw.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    rateLimitScale: raw.RATE_LIMIT_SCALE,
    socialProviders: {
      google: pair(raw.GOOGLE_CLIENT_ID, raw.GOOGLE_CLIENT_SECRET),
      github: pair(raw.GITHUB_CLIENT_ID, raw.GITHUB_CLIENT_SECRET),
    },
    worker: {
      enabled: raw.WORKER_ENABLED,
      pollMs: raw.WORKER_POLL_MS,
      jobLeaseSeconds: raw.JOB_LEASE_SECONDS,
      emailLeaseSeconds: raw.EMAIL_LEASE_SECONDS,
      emailRetryBaseSeconds: raw.EMAIL_RETRY_BASE_SECONDS,
      emailBatchSize: raw.EMAIL_BATCH_SIZE,
    },
    ai: {
      baseUrl: (raw.AI_BASE_URL ?? DEFAULT_AI_BASE_URL).replace(/\/+$/, ''),
      apiKey: raw.AI_API_KEY,
      model: raw.AI_MODEL ?? DEFAULT_AI_MODEL,
      timeoutMs: raw.AI_TIMEOUT_MS,
      configured: Boolean(raw.AI_API_KEY || raw.AI_BASE_URL),
    },
    retail: {
      amazon:
        raw.RETAIL_CREDENTIAL_ID && raw.RETAIL_CREDENTIAL_SECRET && raw.AFFILIATE_TAG && raw.RETAIL_MARKETPLACE
          ? {
              credentialId: raw.RETAIL_CREDENTIAL_ID,
              credentialSecret: raw.RETAIL_CREDENTIAL_SECRET,
              marketplace: raw.RETAIL_MARKETPLACE,
              apiBaseUrl: (raw.RETAIL_API_BASE_URL ?? DEFAULT_RETAIL_API_BASE_URL).replace(/\/+$/, ''),
              tokenUrl: raw.RETAIL_TOKEN_URL ?? DEFAULT_RETAIL_TOKEN_URL,
            }
          : undefined,
      affiliateTag: raw.AFFILIATE_TAG,
    },
    push,
    problems,
    raw,
  };
}
