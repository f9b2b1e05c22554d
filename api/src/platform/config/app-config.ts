import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Everything the api reads from its environment, typed and validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'mariadb'; url: string };
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  appSecret: string;
  superAdmin: { email: string; password?: string };
  corsOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** JSON lines, or readable lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  trustProxy: boolean;
  authRateLimit: number;
  webRoot?: string;
  /** Where the shell loads each remote's manifest from (served as /remotes.json). */
  remotes: Record<RemoteName, string>;
  redisUrl?: string;
  /** How long a render may draw, from when its process begins it, before it is stopped (and answered 422). */
  imageRenderTimeoutMs: number;
  /** How many render processes draw at once. */
  imageRenderProcesses: number;
  /** How many renders may wait for a process, every user's together (past them 503). */
  imageRenderQueue: number;
  /** Where each payment gateway's API is reached (tests point them at local fakes). */
  gateways: { stripeApiBase: string; paypalApiBase: string; razorpayApiBase: string };
  webhooks: WebhookConfig;
  /** The DNS servers custom domains are checked with (DNS_SERVERS, `host:port` each); empty: the system's resolver. */
  dnsServers: string[];
  /** Single sign-on providers' issuers over plain http too (ALLOW_HTTP_SSO): tests only; else https. */
  allowHttpSso: boolean;
}

export interface WebhookConfig {
  /** http:// endpoints too (ALLOW_HTTP_WEBHOOKS); else https only. */
  allowHttp: boolean;
  /** Endpoints on loopback, private, link-local addresses (ALLOW_PRIVATE_WEBHOOKS): self-hosted setups, tests. */
  allowPrivate: boolean;
  /** How long a receiver has to answer. */
  timeoutMs: number;
  /** The delay before each attempt, the first's included (Standard Webhooks' schedule). */
  retryScheduleMs: number[];
  /** Failing this long, an endpoint is disabled and its owner told. */
  disableAfterMs: number;
}

/** Immediately, then about 5 s, 5 min, 30 min, 2 h, 5 h and 10 h later. */
const WEBHOOK_SCHEDULE_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];

/** The gateways' live APIs. PayPal's sandbox is https://api-m.sandbox.paypal.com. */
export const GATEWAY_API_DEFAULTS = {
  stripe: 'https://api.stripe.com',
  paypal: 'https://api-m.paypal.com',
  razorpay: 'https://api.razorpay.com',
} as const;

export const APP_CONFIG = Symbol('APP_CONFIG');

export const REMOTE_NAMES = ['mfe-qrcodes', 'mfe-admin', 'mfe-billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export class ConfigError extends Error {}

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const httpUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL');
const flag = optional(z.enum(['true', 'false', '1', '0']));
const isOn = (v: string | undefined) => v === 'true' || v === '1';
const secret = optional(z.string().min(32, 'must be at least 32 characters'));

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: optional(z.string().min(1)),
  DATABASE_URL: optional(
    z.string().regex(/^(mysql|mariadb):\/\/.+/i, 'must be a mysql:// or mariadb:// URL (unset for SQLite)'),
  ),
  DATA_DIR: optional(z.string().min(1)),
  PUBLIC_URL: optional(httpUrl),
  JWT_SECRET: secret,
  JWT_EXPIRES_IN: optional(z.string().regex(/^\d+[smhd]$/, 'must look like 7d, 12h, 30m or 3600s')),
  APP_SECRET: secret,
  SUPER_ADMIN_EMAIL: optional(z.string().email()),
  SUPER_ADMIN_PASSWORD: optional(z.string().min(8).max(128)),
  CORS_ORIGINS: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  TRUST_PROXY: optional(z.enum(['true', 'false', '1', '0'])),
  AUTH_RATE_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(5)),
  WEB_ROOT: optional(z.string()),
  REMOTE_MFE_QRCODES_URL: optional(z.string().regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path')),
  REMOTE_MFE_ADMIN_URL: optional(z.string().regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path')),
  REMOTE_MFE_BILLING_URL: optional(z.string().regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')),
  IMAGE_RENDER_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(60_000).default(5000),
  ),
  IMAGE_RENDER_PROCESSES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16).optional()),
  IMAGE_RENDER_QUEUE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(32)),
  STRIPE_API_BASE: optional(httpUrl),
  PAYPAL_API_BASE: optional(httpUrl),
  RAZORPAY_API_BASE: optional(httpUrl),
  ALLOW_HTTP_WEBHOOKS: flag,
  ALLOW_PRIVATE_WEBHOOKS: flag,
  ALLOW_HTTP_SSO: flag,
  WEBHOOK_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(50).max(60_000).default(10_000),
  ),
  WEBHOOK_RETRY_SCHEDULE_MS: optional(
    z.string().regex(/^\d+(,\d+)*$/, 'must be delays in milliseconds, separated by commas'),
  ),
  WEBHOOK_DISABLE_AFTER_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .default(3 * 24 * 60 * 60_000),
  ),
  DNS_SERVERS: optional(
    z
      .string()
      .regex(
        /^[^,\s]+(,[^,\s]+)*$/,
        'must be DNS servers separated by commas, each an IP address with an optional :port',
      ),
  ),
});

/** Reads and validates the environment; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const generated = generatedSecrets(dataDir);
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!httpUrl.safeParse(origin).success)
      throw new ConfigError(`Invalid configuration:\n  CORS_ORIGINS: ${origin} is not an http(s) URL`);
  }
  const publicUrl = withoutTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    database: e.DATABASE_URL
      ? { kind: 'mariadb', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: join(dataDir, 'qrpanel.sqlite') },
    dataDir,
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? generated('jwtSecret'),
    jwtExpiresIn: e.JWT_EXPIRES_IN ?? '7d',
    appSecret: e.APP_SECRET ?? generated('appSecret'),
    superAdmin: {
      email: (e.SUPER_ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
      password: e.SUPER_ADMIN_PASSWORD,
    },
    corsOrigins: [new URL(publicUrl).origin, ...corsOrigins.map((o) => new URL(o).origin)],
    logLevel: e.LOG_LEVEL ?? 'info',
    // A person reads a terminal; anything else (a container, a file, a pipe) is collected.
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    authRateLimit: e.AUTH_RATE_LIMIT,
    webRoot: e.WEB_ROOT,
    remotes: {
      'mfe-qrcodes': e.REMOTE_MFE_QRCODES_URL ?? '/remotes/mfe-qrcodes/mf-manifest.json',
      'mfe-admin': e.REMOTE_MFE_ADMIN_URL ?? '/remotes/mfe-admin/mf-manifest.json',
      'mfe-billing': e.REMOTE_MFE_BILLING_URL ?? '/remotes/mfe-billing/mf-manifest.json',
    },
    redisUrl: e.REDIS_URL,
    imageRenderTimeoutMs: e.IMAGE_RENDER_TIMEOUT_MS,
    // A core is left to the api itself; two at most on a small machine.
    imageRenderProcesses: e.IMAGE_RENDER_PROCESSES ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    imageRenderQueue: e.IMAGE_RENDER_QUEUE,
    gateways: {
      stripeApiBase: withoutTrailingSlash(e.STRIPE_API_BASE ?? GATEWAY_API_DEFAULTS.stripe),
      paypalApiBase: withoutTrailingSlash(e.PAYPAL_API_BASE ?? GATEWAY_API_DEFAULTS.paypal),
      razorpayApiBase: withoutTrailingSlash(e.RAZORPAY_API_BASE ?? GATEWAY_API_DEFAULTS.razorpay),
    },
    webhooks: {
      allowHttp: isOn(e.ALLOW_HTTP_WEBHOOKS),
      allowPrivate: isOn(e.ALLOW_PRIVATE_WEBHOOKS),
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE_MS?.split(',').map(Number) ?? WEBHOOK_SCHEDULE_MS,
      disableAfterMs: e.WEBHOOK_DISABLE_AFTER_MS,
    },
    dnsServers: e.DNS_SERVERS?.split(',') ?? [],
    allowHttpSso: isOn(e.ALLOW_HTTP_SSO),
  };
}

/**
 * Secrets left unset are generated once and kept in DATA_DIR, so tokens and encrypted
 * settings survive a restart. The file is readable by its owner only.
 */
function generatedSecrets(dataDir: string): (name: 'jwtSecret' | 'appSecret') => string {
  const file = join(dataDir, 'secrets.json');
  let cache: Record<string, string> | undefined;
  return (name) => {
    cache ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    if (!cache[name]) {
      cache[name] = randomBytes(48).toString('base64url');
      writeFileSync(file, JSON.stringify(cache, null, 2), { mode: 0o600 });
    }
    return cache[name];
  };
}
