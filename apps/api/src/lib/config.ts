import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// apps/api/src/lib → the repository root (data/ and apps/web/dist are the defaults below).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const ZOptionalUrl = z.preprocess(emptyToUndefined, z.url('deve ser uma URL válida').optional());

const ZBool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads. README's configuration table mirrors this list. */
export const ZConfig = z.object({
  /**
   * 'production' unless the run says otherwise: the demo (`npm start`) sets 'development', the
   * tests 'test'. Only those two seed demo data or make up secrets.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'deve ser um número de porta entre 1 e 65535' })
    .int('deve ser um número de porta entre 1 e 65535')
    .min(1, 'deve ser um número de porta entre 1 e 65535')
    .max(65535, 'deve ser um número de porta entre 1 e 65535')
    .default(8080),
  /**
   * Whom to believe about the client address (X-Forwarded-For): 'false' (default, direct
   * connections), 'true' (any proxy), or a comma list of proxy IPs/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      return value.split(',').map((part) => part.trim());
    }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'deve ser fatal, error, warn, info, debug, trace ou silent',
    })
    .default('info'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'deve começar com postgres:// ou postgresql://')
      .optional(),
  ),
  /**
   * A streaming replica for the heavy reads (report, calendars, indicators, the analytics feed);
   * unset, every read goes to DATABASE_URL.
   */
  DATABASE_READ_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'deve começar com postgres:// ou postgresql://')
      .optional(),
  ),
  /** A replica further behind the primary than this (WAL bytes) is skipped until it catches up. */
  READ_REPLICA_MAX_LAG_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  /**
   * On SIGTERM: /ready fails at once (the proxy stops sending), requests in flight finish, then
   * the instance stops; after this many seconds it stops anyway.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /**
   * Seconds an instance keeps serving after SIGTERM with /ready failing, so the load balancer's
   * checks take it out first (behind HAProxy: its check interval × fall, plus a margin).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /** Demo data in an empty database; default: only in development (the demo). */
  SEED_ON_EMPTY: ZBool.optional(),
  /** Number of demo processes seeded into an empty database. */
  SEED_PROCESSES: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /** Fixes "today" for the demo data (yyyy-MM-dd); defaults to the real date. */
  SEED_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  PUBLIC_URL: ZOptionalUrl,
  /** Extra origins the web app may call (the BI host when it is on another origin), comma-separated. */
  CSP_CONNECT_SRC: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(z.url('deve ser uma lista de origens (https://…) separadas por vírgula'))),
  /** Signs the tokens; required in production, generated per install (DATA_DIR) otherwise. */
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  ),
  /**
   * The tokens' signing keys (access, service and BI tokens), comma-separated: the first signs, the
   * others only verify (a previous key, until the tokens it signed expire; or the next one, before
   * it signs). Unset: JWT_SECRET alone. Apart from JWT_SECRET, so rotating them leaves what that
   * secret keys (TOTP secrets, recovery codes, unsubscribe links) untouched.
   */
  JWT_SIGNING_KEYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter((key) => key !== ''),
      )
      .pipe(
        z
          .array(z.string().min(32, 'cada chave deve ter ao menos 32 caracteres'))
          .min(1, 'informe ao menos uma chave'),
      )
      .optional(),
  ),
  OAUTH_CLIENT_ID: z.string().min(1).default('portal-clientes-web'),
  /** The web client's secret; required in production (and built into the web app with VITE_OAUTH_CLIENT_SECRET). */
  OAUTH_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 30),
  SMTP_URL: ZOptionalUrl,
  MAIL_FROM: z.string().min(3).default('Portal dos Clientes <nao-responda@portal.example>'),
  /**
   * Requests per minute and client IP to each public auth route (sign-in, renewal, recovery,
   * logout): a flood stops here before it reaches the database. The per-account and per-IP
   * failure throttles stay the precise limits.
   */
  PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** First wait before an e-mail is tried again; it doubles up to 30 min (core/mail/mail-queue.ts). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Runs the e-mails' schedules (the notifications' e-mail channel each minute, the weekly digest). */
  FOLLOW_UP_SCHEDULES: ZBool.default(true),
  /** The weekly digest's hour, São Paulo time. */
  FOLLOW_UP_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** A cron expression (São Paulo time) for the digest instead of the daily FOLLOW_UP_DIGEST_HOUR. */
  FOLLOW_UP_DIGEST_CRON: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S+( \S+){4}$/, 'deve ser uma expressão cron de 5 campos (ex.: 0 7 * * 1)')
      .optional(),
  ),
  /**
   * Lets webhooks go to loopback, private and link-local addresses. Off in production
   * (the SSRF guard refuses them at subscription and at delivery); on in tests for a local receiver.
   */
  WEBHOOKS_ALLOW_PRIVATE_URLS: ZBool.default(false),
  /** First wait before a webhook delivery is tried again; it doubles up to an hour (features/webhooks). */
  WEBHOOKS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Runs the webhooks' sweep each minute (the change trail, the fan-out of recorded events). */
  WEBHOOKS_SCHEDULES: ZBool.default(true),
  /** Runs the notification sweep each minute (the change trail and the outbox into the centre). */
  NOTIFICATIONS_SCHEDULES: ZBool.default(true),
  /** Sweeps as soon as a change commits (the trail's and the outbox's triggers wake every instance). */
  NOTIFICATIONS_WAKE_UP: ZBool.default(true),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it). Unset, one is
   * made at the first start and kept in the database for every instance. Give both or neither.
   */
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().min(80).max(100).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().min(40).max(50).optional()),
  /** Who a push service contacts about the portal (mailto: or https:). Unset: PUBLIC_URL, else MAIL_FROM's address. */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'deve começar com mailto: ou https://')
      .optional(),
  ),
  /** Lets push endpoints be loopback addresses (the tests' local push service). Off in production. */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: ZBool.default(false),
  /**
   * LGPD retention (features/privacy): months a sign-in's access log is kept, then purged daily.
   * Marco Civil da Internet art. 15 asks for at least 6, so less is refused.
   */
  ACCESS_LOG_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(6, 'deve ser ao menos 6 (Marco Civil da Internet, art. 15)')
    .max(120)
    .default(6),
  /** Days a sent (or logged) e-mail stays in the outbox before the daily purge removes it. */
  SENT_EMAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Runs the daily retention purge (access logs, sent e-mails). */
  RETENTION_SCHEDULES: ZBool.default(true),
  /**
   * Bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404 (it is never public).
   */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'deve ter ao menos 16 caracteres').optional(),
  ),
  INDICATOR_REQUEST_EMAIL: z.email().default('indicadores@portal.example'),
  /** The domain of the demo's admin address only: staff privilege comes from users.role, never a domain. */
  INTERNAL_EMAIL_DOMAIN: z.string().min(3).default('portal.example'),
  /**
   * Read by the demo seed only: the seeded company with this CNPJ gets 'ETD Atrasados' besides
   * company 3. What a company sees is its data (companies.has_*), set through the ingestion API.
   */
  ETD_INDICATOR_FEDERAL_ID: z
    .string()
    .regex(/^\d{14}$/, 'deve ter 14 dígitos (CNPJ sem pontuação)')
    .default('11222333000181'),
  IP_LOOKUP_URL: ZOptionalUrl,
  BI_ENABLED: ZBool.default(true),
  BI_PREFIX: z.string().default(''),
  /**
   * Where the embedded analytics store (DuckDB) keeps its file (default: `analytics/store.duckdb`
   * in DATA_DIR; ':memory:' in tests): a restart replays the change log instead of rebuilding.
   * ':memory:' rebuilds it from the database at every start.
   */
  ANALYTICS_STORE_PATH: z.string().min(1).optional(),
  /**
   * DuckDB's memory limit for the analytics store ('512MB', '2GB'): with a file store, what does
   * not fit is read from the file, so an instance's memory stays flat whatever the data.
   */
  ANALYTICS_STORE_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i, 'use um tamanho como 512MB ou 2GB')
    .default('256MB'),
  /** Root of the Banco Central PTAX OData service; unset, quotes come from the exchange_rates table only. */
  EXCHANGE_RATES_URL: ZOptionalUrl,
  /** Lifetime of the BI host's own token (header `token`). */
  BI_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
});

type TParsedConfig = z.infer<typeof ZConfig>;

/** The checked configuration: in it, the secrets and the seeding choice are always settled. */
export type TConfig = Omit<
  TParsedConfig,
  'JWT_SECRET' | 'JWT_SIGNING_KEYS' | 'OAUTH_CLIENT_SECRET' | 'SEED_ON_EMPTY' | 'ANALYTICS_STORE_PATH'
> & {
  ANALYTICS_STORE_PATH: string;
  JWT_SECRET: string;
  /** The key ring, never empty: the first key signs, every key verifies. */
  JWT_SIGNING_KEYS: readonly string[];
  OAUTH_CLIENT_SECRET: string;
  SEED_ON_EMPTY: boolean;
};

/** The web client's development secret (also the web app's default); refused in production. */
export const DEVELOPMENT_OAUTH_CLIENT_SECRET = 'portal-clientes-web-secret';
/** Earlier defaults and examples that were published in the repository: never valid in production. */
const PUBLISHED_SECRETS = new Set([
  'dev-only-secret-change-me-in-production-0123456789',
  DEVELOPMENT_OAUTH_CLIENT_SECRET,
]);

/**
 * A local run's own JWT secret: random, made once per install and kept in DATA_DIR (readable by
 * the owner only), so tokens survive a restart and no two installs share a secret.
 */
const localJwtSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
};

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Configuração inválida:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Production never runs on a made-up or published secret; the other runs get safe local ones. */
const settle = (parsed: TParsedConfig): TConfig => {
  const isProduction = parsed.NODE_ENV === 'production';
  if (isProduction) {
    const issues = [
      ...(parsed.JWT_SECRET === undefined || PUBLISHED_SECRETS.has(parsed.JWT_SECRET)
        ? ['JWT_SECRET: defina um segredo próprio (ao menos 32 caracteres) em produção']
        : []),
      ...(parsed.JWT_SIGNING_KEYS?.some((key) => PUBLISHED_SECRETS.has(key))
        ? ['JWT_SIGNING_KEYS: use chaves próprias em produção (nenhum segredo publicado)']
        : []),
      ...(parsed.OAUTH_CLIENT_SECRET === undefined || PUBLISHED_SECRETS.has(parsed.OAUTH_CLIENT_SECRET)
        ? [
            'OAUTH_CLIENT_SECRET: defina um segredo próprio em produção (e o mesmo em VITE_OAUTH_CLIENT_SECRET)',
          ]
        : []),
      ...(parsed.SEED_ON_EMPTY === true
        ? ['SEED_ON_EMPTY: os dados de demonstração (com senha publicada) não são criados em produção']
        : []),
      ...(parsed.DATABASE_URL === undefined
        ? [
            'DATABASE_URL: defina o PostgreSQL em produção (o banco embutido é só para demonstração e não tem réplicas nem backup)',
          ]
        : []),
      ...(parsed.PUBLIC_URL === undefined
        ? ['PUBLIC_URL: defina o endereço público do portal em produção (os e-mails levam links para ele)']
        : []),
      ...(parsed.PUSH_ALLOW_PRIVATE_ENDPOINTS
        ? ['PUSH_ALLOW_PRIVATE_ENDPOINTS: não é aceito em produção (o portal enviaria a endereços internos)']
        : []),
    ];
    if (issues.length > 0) throw new ConfigError(issues);
  }
  if ((parsed.VAPID_PUBLIC_KEY === undefined) !== (parsed.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY: informe as duas chaves, ou nenhuma']);
  }
  const jwtSecret =
    parsed.JWT_SECRET ??
    // Tests get a fresh secret per process and write nothing; the demo keeps one in DATA_DIR.
    (parsed.NODE_ENV === 'test' ? randomBytes(48).toString('base64url') : localJwtSecret(parsed.DATA_DIR));
  return {
    ...parsed,
    JWT_SECRET: jwtSecret,
    JWT_SIGNING_KEYS: parsed.JWT_SIGNING_KEYS ?? [jwtSecret],
    OAUTH_CLIENT_SECRET: parsed.OAUTH_CLIENT_SECRET ?? DEVELOPMENT_OAUTH_CLIENT_SECRET,
    SEED_ON_EMPTY: parsed.SEED_ON_EMPTY ?? parsed.NODE_ENV === 'development',
    // Tests open many apps at once and write nothing; a run keeps its store across restarts.
    ANALYTICS_STORE_PATH:
      parsed.ANALYTICS_STORE_PATH ??
      (parsed.NODE_ENV === 'test' ? ':memory:' : path.join(parsed.DATA_DIR, 'analytics', 'store.duckdb')),
  };
};

/** Reads and checks the environment; throws a ConfigError that lists every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZConfig.safeParse(env);
  if (parsed.success) return settle(parsed.data);
  throw new ConfigError(
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
  );
};
