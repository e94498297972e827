import { z } from 'zod';

// Configuration is read once at start (server/index.ts) and validated here; a bad value stops the
// start with a message naming the variable. Every variable is listed in .env.example.

const DEV_PUBLIC_TOKEN = 'bluewater-public-development-token';

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false' || value === '') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((v) => v.trim()).filter(Boolean);
    if (list.every((v) => /^[0-9a-fA-F.:/]+$/.test(v) || ['loopback', 'linklocal', 'uniquelocal'].includes(v))) {
      return list;
    }
    ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or a comma list of addresses/subnets' });
    return z.NEVER;
  });

const origin = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: origin.optional(),
  PUBLIC_API_TOKEN: z.string().min(16, 'must be at least 16 characters').default(DEV_PUBLIC_TOKEN),
  API_BASE_URL: origin.optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  RENDER_MEMO_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  // How long page loaders reuse a public API answer (docs/decisions/013); 0 turns it off.
  PAGE_DATA_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  PAGE_DATA_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1_000),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(8_000),
  FRAME_ANCESTORS: z
    .string()
    .trim()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^https?:\/\/\*\.[a-z0-9.-]+$/i)])))
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Without DATABASE_URL the server runs embedded PGlite stored under DATA_DIR.
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Bounds on every PostgreSQL call (issue 14): a database that hangs (SIGSTOP, a network partition) makes
  // requests answer 503 with Retry-After instead of hanging them. Connect: opening a connection, or waiting
  // for a free one of the pool. Statement: PostgreSQL cancels a longer statement itself. Query: the client
  // gives up on an answer that does not come (a frozen server cancels nothing), so it must be the longer.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(4_000),
  DATA_DIR: z.string().min(1).default('./data'),
  // Seed the demo fleet into an empty database at start (turn off for a real fleet).
  DEMO_DATA: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  // Without SMTP_URL, mail is written to DATA_DIR/outbox and logged.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Bluewater <no-reply@bluewater.example>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // M2: the browser key of the Maps JavaScript API. Without it the site draws its offline map (M3).
  GOOGLE_MAPS_API_KEY: z.string().trim().regex(/^[\w-]{10,100}$/, 'expected a Google API key').optional(),
}).refine((c) => c.DATABASE_QUERY_TIMEOUT_MS > c.DATABASE_STATEMENT_TIMEOUT_MS, {
  path: ['DATABASE_QUERY_TIMEOUT_MS'],
  message: 'must be longer than DATABASE_STATEMENT_TIMEOUT_MS (a slow statement is cancelled by PostgreSQL before the client gives up on its connection)',
});

export type Config = Omit<z.infer<typeof schema>, 'SITE_URL'> & { SITE_URL: string; usesDevToken: boolean };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in an env file mean "not set", so defaults apply.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    SITE_URL: c.SITE_URL ?? `http://localhost:${c.PORT}`,
    usesDevToken: c.PUBLIC_API_TOKEN === DEV_PUBLIC_TOKEN,
  };
}

/** The part of the configuration the browser receives (it is public by definition). */
export interface PublicConfig {
  apiBase: string;
  publicToken: string;
  googleMapsApiKey?: string;
}

export function publicConfigOf(config: Config): PublicConfig {
  return {
    apiBase: config.API_BASE_URL ?? '/api',
    publicToken: config.PUBLIC_API_TOKEN,
    ...(config.GOOGLE_MAPS_API_KEY ? { googleMapsApiKey: config.GOOGLE_MAPS_API_KEY } : {}),
  };
}
