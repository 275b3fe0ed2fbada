import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const ZOptionalUrl = z.preprocess(emptyToUndefined, z.url('deve ser uma URL válida').optional());

const ZBool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads. README's configuration table mirrors this list. */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SEED_ON_EMPTY: ZBool.default(true),
  /** Number of demo processes seeded into an empty database. */
  SEED_PROCESSES: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /** Fixes "today" for the demo data (yyyy-MM-dd); defaults to the real date. */
  SEED_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  PUBLIC_URL: ZOptionalUrl,
  JWT_SECRET: z.string().min(32).default('dev-only-secret-change-me-in-production-0123456789'),
  OAUTH_CLIENT_ID: z.string().min(1).default('portal-clientes-web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('portal-clientes-web-secret'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 30),
  SMTP_URL: ZOptionalUrl,
  MAIL_FROM: z.string().min(3).default('Portal dos Clientes <nao-responda@portal.example>'),
  INDICATOR_REQUEST_EMAIL: z.email().default('indicadores@portal.example'),
  INTERNAL_EMAIL_DOMAIN: z.string().min(3).default('portal.example'),
  ETD_INDICATOR_FEDERAL_ID: z
    .string()
    .regex(/^\d{14}$/, 'deve ter 14 dígitos (CNPJ sem pontuação)')
    .default('11222333000181'),
  IP_LOOKUP_URL: ZOptionalUrl,
  BI_ENABLED: ZBool.default(true),
  BI_PREFIX: z.string().default(''),
  /**
   * Where the embedded analytics store (DuckDB) keeps its file; ':memory:' (default) rebuilds it
   * from the database at every start.
   */
  ANALYTICS_STORE_PATH: z.string().min(1).default(':memory:'),
  /** Root of the Banco Central PTAX OData service; unset, quotes come from the exchange_rates table only. */
  EXCHANGE_RATES_URL: ZOptionalUrl,
  /** Lifetime of the BI host's own token (header `token`). */
  BI_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
});

export type TConfig = z.infer<typeof ZConfig>;

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Configuração inválida:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Reads and checks the environment; throws a ConfigError that lists every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZConfig.safeParse(env);
  if (parsed.success) {
    if (
      parsed.data.NODE_ENV === 'production' &&
      parsed.data.JWT_SECRET === ZConfig.shape.JWT_SECRET.parse(undefined)
    ) {
      throw new ConfigError(['JWT_SECRET: defina um segredo próprio em produção']);
    }
    return parsed.data;
  }
  throw new ConfigError(
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
  );
};
