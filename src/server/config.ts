import { z } from 'zod';
import { AI_PROVIDERS } from '../shared/ai-status';
import { AUTH_LIMITS } from '../shared/auth-limits';
import { DEFAULT_SITE_INFO, SITE_INFO_VARIABLES, type SiteInfo } from '../shared/site-info';
import { DEFAULT_USAGE_TIMEZONE } from '../shared/usage';
import { isLoopbackHost, isLoopbackUrl } from './loopback';
import { type TrustProxy, parseTrustProxy } from './trust-proxy';

/**
 * How long a client may take (decision 047): to send a request's headers; to send the whole
 * request, a 10 MB upload on a slow mobile link included (10 MB at 1 Mbit/s takes 84 s); and to
 * leave a connection silent, reading nothing and sending nothing. The last must outlast the
 * longest silent wait of a plain answer: an image read after others' (event streams send a
 * heartbeat every 15 s).
 */
export const HTTP_TIMEOUTS = { headersMs: 20_000, requestMs: 120_000, idleMs: 600_000 } as const;

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * A zone name both Node and PostgreSQL read the same way (both use the IANA database). Offsets
 * such as +05:30 are refused: PostgreSQL reads a bare offset with the opposite sign.
 */
function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  BETTER_AUTH_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AUTH_SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(AUTH_LIMITS.accountAddressFailures),
  AUTH_SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(AUTH_LIMITS.accountFailures),
  AUTH_SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(AUTH_LIMITS.addressFailures),
  AUTH_SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1).default(AUTH_LIMITS.addressSignUps),
  // Replaced by the four settings above; refused so a deployment that set it notices.
  AUTH_RATE_LIMIT_PER_MINUTE: optional.refine(
    (value) => value === undefined,
    'is no longer used: set AUTH_SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS, AUTH_SIGN_IN_FAILURES_PER_ACCOUNT, AUTH_SIGN_IN_FAILURES_PER_ADDRESS or AUTH_SIGN_UPS_PER_ADDRESS instead (README)',
  ),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('offline'),
  AI_MODEL: optional,
  AI_API_KEY: optional,
  AI_BASE_URL: optional.pipe(z.url().optional()),
  AI_FALLBACK: optional.pipe(z.enum(['offline'], { error: 'must be offline or unset' }).optional()),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(HTTP_TIMEOUTS.headersMs),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(HTTP_TIMEOUTS.requestMs),
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(HTTP_TIMEOUTS.idleMs),
  AI_SPEECH_MODEL: optional,
  AI_SPEECH_VOICE: optional,
  AI_TRANSCRIPTION_MODEL: optional,
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com')),
  PAYMENTS_TEST_MODE: optional.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  LINK_FETCH_ALLOW_HOSTS: optional,
  USAGE_TIMEZONE: optional.pipe(
    z.string().refine(isIanaTimeZone, 'must be an IANA time zone name, such as UTC or Asia/Kolkata').default(DEFAULT_USAGE_TIMEZONE),
  ),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.org:587')
      .optional(),
  ),
  MAIL_FROM: optional,
  ADMIN_EMAILS: optional.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((part) => !part.trim() || z.email().safeParse(part.trim()).success),
        'must be e-mail addresses separated by commas',
      )
      .optional(),
  ),
  REQUIRE_EMAIL_VERIFICATION: optional.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  SITE_NAME: optional,
  SUPPORT_EMAIL: optional.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  SUPPORT_PHONE: optional,
  COMPANY_NAME: optional,
  COMPANY_ADDRESS: optional,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined: generated once and kept in DATA_DIR (see auth/secret.ts). */
  authSecret: string | undefined;
  publicUrl: string;
  /** Origins allowed to make state-changing requests (CSRF) and auth callbacks. */
  trustedOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: off, the number of proxy hops, or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Failed sign-ins and sign-ups allowed before attempts wait (auth/sign-in-limits.ts). */
  authLimits: {
    accountAddressFailures: number;
    accountFailures: number;
    addressFailures: number;
    addressSignUps: number;
  };
  ai: {
    provider: Env['AI_PROVIDER'];
    model?: string;
    apiKey?: string;
    baseUrl?: string;
    /** 'offline': a failed AI call is answered by the offline engine instead of an error. */
    fallback?: 'offline';
    /** How long one AI provider call may take before the student gets a 504. */
    timeoutMs: number;
    /** Text-to-speech model of an OpenAI-like provider; 'offline' keeps the built-in voice. */
    speechModel?: string;
    speechVoice?: string;
    /** Speech-to-text model of an OpenAI-like provider. */
    transcriptionModel?: string;
  };
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiBaseUrl: string };
  /**
   * The built-in test checkout, where no Razorpay keys are set: PAYMENTS_TEST_MODE=true, or
   * (unless it is false) a PUBLIC_URL on this machine only (see paymentsTestMode below).
   */
  paymentsTestMode: boolean;
  linkFetchAllowHosts: string[];
  /** How long a client may take to send headers, to send a whole request, and to leave its connection silent (ms). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; connectionTimeoutMs: number };
  /** IANA zone whose midnight starts a new day of usage limits. */
  usageTimeZone: string;
  oauth: {
    google?: { clientId: string; clientSecret: string };
    github?: { clientId: string; clientSecret: string };
  };
  /**
   * Outgoing mail: unset smtpUrl sends nothing (mail/mailer.ts). requireVerification: sign-up
   * mails a link and sign-in waits until it is opened (only with smtpUrl).
   */
  mail: { smtpUrl?: string; from: string; requireVerification: boolean };
  /** ADMIN_EMAILS in lower case: these accounts are administrators (decision 055). */
  adminEmails: string[];
  /** The operator's details on the public pages, with the placeholders where a variable is unset. */
  siteInfo: SiteInfo;
  /** The site-details variables left unset (their placeholders are shown). */
  siteInfoUnset: string[];
}

export class ConfigError extends Error {}

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/**
 * A checkout that activates paid plans without money must never face the public by accident.
 * Unless PAYMENTS_TEST_MODE says otherwise, it is on only when the address students open is this
 * machine: a loopback PUBLIC_URL, or, with PUBLIC_URL unset, the default http://localhost:PORT
 * while the server also listens on loopback only (HOST=0.0.0.0 could be reached from anywhere).
 */
function paymentsTestMode(env: Env, publicUrl: string): boolean {
  if (env.PAYMENTS_TEST_MODE !== undefined) return env.PAYMENTS_TEST_MODE === 'true';
  return env.PUBLIC_URL ? isLoopbackUrl(publicUrl) : isLoopbackHost(env.HOST);
}

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.REQUIRE_EMAIL_VERIFICATION === 'true' && !env.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  REQUIRE_EMAIL_VERIFICATION: true needs SMTP_URL, or nobody could receive the link to verify their address (README)',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const trustedOrigins = env.PUBLIC_URL ? [new URL(publicUrl).origin] : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    publicUrl,
    trustedOrigins,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    authLimits: {
      accountAddressFailures: env.AUTH_SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS,
      accountFailures: env.AUTH_SIGN_IN_FAILURES_PER_ACCOUNT,
      addressFailures: env.AUTH_SIGN_IN_FAILURES_PER_ADDRESS,
      addressSignUps: env.AUTH_SIGN_UPS_PER_ADDRESS,
    },
    ai: {
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      apiKey: env.AI_API_KEY,
      baseUrl: env.AI_BASE_URL,
      fallback: env.AI_FALLBACK,
      timeoutMs: env.AI_TIMEOUT_MS,
      speechModel: env.AI_SPEECH_MODEL,
      speechVoice: env.AI_SPEECH_VOICE,
      transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
    },
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBaseUrl: env.RAZORPAY_API_BASE_URL.replace(/\/+$/, ''),
    },
    paymentsTestMode: paymentsTestMode(env, publicUrl),
    http: {
      // Node refuses a headers timeout longer than the whole request's.
      headersTimeoutMs: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: env.HTTP_CONNECTION_TIMEOUT_MS,
    },
    usageTimeZone: env.USAGE_TIMEZONE,
    linkFetchAllowHosts: (env.LINK_FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    oauth: {
      google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      github: pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    },
    ...siteInfoFrom(env),
    adminEmails: [
      ...new Set(
        (env.ADMIN_EMAILS ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    ],
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? defaultSender(env.SITE_NAME ?? DEFAULT_SITE_INFO.productName, publicUrl),
      requireVerification: env.REQUIRE_EMAIL_VERIFICATION === 'true',
    },
  };
}

/** "Studium <no-reply@host>", the host being PUBLIC_URL's. */
function defaultSender(siteName: string, publicUrl: string): string {
  return `"${siteName.replace(/["\\\r\n]/g, '')}" <no-reply@${new URL(publicUrl).hostname}>`;
}

function siteInfoFrom(env: Env): Pick<Config, 'siteInfo' | 'siteInfoUnset'> {
  const siteInfo = { ...DEFAULT_SITE_INFO };
  const siteInfoUnset: string[] = [];
  for (const key of Object.keys(SITE_INFO_VARIABLES) as Array<keyof typeof SITE_INFO_VARIABLES>) {
    const variable = SITE_INFO_VARIABLES[key];
    const value = env[variable];
    if (value) siteInfo[key] = value;
    else siteInfoUnset.push(variable);
  }
  siteInfo.phoneLink = siteInfo.phone.replace(/\s/g, '');
  return { siteInfo, siteInfoUnset };
}
