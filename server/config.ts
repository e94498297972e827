import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { SiteOperator } from '../src/contract/app-state';

// Configuration is read once at start (server/index.ts) and validated here; a bad value stops the
// start with a message naming the variable. Every variable is listed in .env.example.

const DEV_PUBLIC_TOKEN = 'bluewater-public-development-token';
/** On shutdown, the time kept after connections are cut to close the database and flush the logs. */
export const SHUTDOWN_EXIT_RESERVE_MS = 1_000;

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false' || value === '') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (list.every((v) => /^[0-9a-fA-F.:/]+$/.test(v) || ['loopback', 'linklocal', 'uniquelocal'].includes(v))) {
      return list;
    }
    ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or a comma list of addresses/subnets' });
    return z.NEVER;
  });

const origin = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const schema = z
  .object({
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
    // Worker threads that render pages in production (docs/decisions/029); 0 renders on the main thread.
    // Default: one fewer than the cores (at least one), leaving the main thread a core of its own.
    RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
    // Boats whose page details (texts of every language, extras, reviews, offers) each process keeps until
    // the boat changes (docs/decisions/030; default DETAILS_KEPT there); 0 reads them on every boat page.
    CATALOG_DETAILS_KEPT: z.coerce.number().int().min(0).max(1_000_000).optional(),
    // The drain (docs/operations.md): readiness 503 at once, still answering for SHUTDOWN_DELAY_MS (default
    // 5000, 0 in tests), connections cut SHUTDOWN_EXIT_RESERVE_MS before SHUTDOWN_TIMEOUT_MS, exit by then.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(SHUTDOWN_EXIT_RESERVE_MS).max(120_000).default(8_000),
    // Longer than the load balancer's own idle timeout (60 s on AWS ALB), so it is always the one to close.
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(900_000).default(65_000),
    // /readyz answers from the last database check; checks run at most this often, each with its own timeout.
    READY_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(400),
    READY_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(500),
    // Prometheus /metrics on a port of its own, never on the public one (docs/decisions/014); unset: off.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
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
    DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // Without SMTP_URL, mail is written to DATA_DIR/outbox and logged.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Bluewater <no-reply@bluewater.example>'),
    // How long an option holds a boat before it expires and frees the days (docs/decisions/020).
    BOOKING_OPTION_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    // How often the server looks for payment reminders to send (issue 28; each is sent once, whatever the interval).
    PAYMENT_REMINDER_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(900_000),
    // Issue 29: how often the webhook worker queues new booking events and sends due deliveries.
    WEBHOOKS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
    // Issue 29, ASVS V12.6: webhooks may reach loopback and private addresses (and over http:) only when true —
    // a receiver inside the company's own network, or the tests' receiver on 127.0.0.1.
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // Where the office's copy of each booking mail goes (default: OPERATOR_EMAIL, else the MAIL_FROM address).
    BOOKING_NOTIFY_EMAIL: z.email('expected an e-mail address').optional(),
    // Where copies of the contact and join-us forms and booking notices go (default: MAIL_FROM's address).
    OPERATOR_EMAIL: z.email().optional(),
    // The company that runs the site: its imprint in the footer and on /{lang}/legal-notice (issue 28). The
    // defaults describe the demo; a production start without SITE_OPERATOR_NAME logs a warning.
    SITE_OPERATOR_NAME: z.string().trim().min(2).max(200).default('Bluewater Charter Ltd (demo installation)'),
    SITE_OPERATOR_ADDRESS: z.string().trim().min(5).max(300).default('Obala kneza Branimira 12, 21000 Split, Croatia'),
    SITE_OPERATOR_REGISTRATION: z.string().trim().min(2).max(200).default('Commercial Court in Split, MBS 060000000 (demo)'),
    SITE_OPERATOR_VAT: z.string().trim().min(2).max(40).optional(),
    SITE_OPERATOR_REPRESENTATIVE: z.string().trim().min(2).max(200).optional(),
    // Default: OPERATOR_EMAIL, else the MAIL_FROM address.
    SITE_OPERATOR_EMAIL: z.email('expected an e-mail address').optional(),
    SITE_OPERATOR_PHONE: z.string().trim().min(5).max(40).optional(),
    // Issue 27: the first console owner, created at start if absent and invited by e-mail; the company is a
    // company's slug, or the legal name of a new one (needed when there is no company yet, i.e. no demo data).
    OPERATOR_BOOTSTRAP_EMAIL: z.email('expected an e-mail address').optional(),
    OPERATOR_BOOTSTRAP_COMPANY: z.string().trim().min(2).max(200).optional(),
    // 32 bytes, base64: the key that seals secrets kept in the database (TOTP secrets). Unset: a key file
    // made under DATA_DIR on the first start; servers sharing one PostgreSQL must share one key.
    SECRETS_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'expected 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
    // Issue 29: where the fleet systems' APIs are (tests point them at their simulators), and how long one
    // call may take before it counts as the system not answering.
    BOOKING_MANAGER_URL: z.url({ protocol: /^https?$/ }).default('https://www.booking-manager.com/api/v2'),
    NAUSYS_URL: z.url({ protocol: /^https?$/ }).default('https://ws.nausys.com/CBMS-external/rest'),
    FLEET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
    // How often each instance looks for connections due a sync, and for bookings whose twin in the fleet
    // system is behind (a placement that waited for the system, a release, a booking to make there).
    FLEET_SYNC_TICK_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
    FLEET_FOLLOW_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    // M2: the browser key of the Maps JavaScript API. Without it the site draws its offline map (M3).
    GOOGLE_MAPS_API_KEY: z
      .string()
      .trim()
      .regex(/^[\w-]{10,100}$/, 'expected a Google API key')
      .optional(),
  })
  .refine((c) => c.DATABASE_QUERY_TIMEOUT_MS > c.DATABASE_STATEMENT_TIMEOUT_MS, {
    path: ['DATABASE_QUERY_TIMEOUT_MS'],
    message:
      'must be longer than DATABASE_STATEMENT_TIMEOUT_MS (a slow statement is cancelled by PostgreSQL before the client gives up on its connection)',
  });

export type Config = Omit<z.infer<typeof schema>, 'SITE_URL' | 'SHUTDOWN_DELAY_MS' | 'RENDER_THREADS' | 'SITE_OPERATOR_EMAIL'> & {
  SITE_URL: string;
  SHUTDOWN_DELAY_MS: number;
  RENDER_THREADS: number;
  SITE_OPERATOR_EMAIL: string;
  usesDevToken: boolean;
  /** SITE_OPERATOR_NAME was not set: the imprint names the demo's company. */
  usesDemoImprint: boolean;
};

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
  // Tests shut servers down without a load balancer to warn.
  const shutdownDelay = c.SHUTDOWN_DELAY_MS ?? (c.NODE_ENV === 'test' ? 0 : 5_000);
  if (shutdownDelay + SHUTDOWN_EXIT_RESERVE_MS > c.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration:\n  SHUTDOWN_TIMEOUT_MS: must be at least SHUTDOWN_DELAY_MS (${shutdownDelay}) + ${SHUTDOWN_EXIT_RESERVE_MS}`,
    );
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics stay off the public site)');
  }
  return {
    ...c,
    SITE_URL: c.SITE_URL ?? `http://localhost:${c.PORT}`,
    SHUTDOWN_DELAY_MS: shutdownDelay,
    RENDER_THREADS: c.RENDER_THREADS ?? Math.max(1, availableParallelism() - 1),
    SITE_OPERATOR_EMAIL: c.SITE_OPERATOR_EMAIL ?? c.OPERATOR_EMAIL ?? addressOf(c.MAIL_FROM),
    usesDevToken: c.PUBLIC_API_TOKEN === DEV_PUBLIC_TOKEN,
    usesDemoImprint: present.SITE_OPERATOR_NAME === undefined,
  };
}

/** 'Bluewater <no-reply@bluewater.example>' → 'no-reply@bluewater.example'. */
function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;
}

/** The part of the configuration the browser receives (it is public by definition). */
export interface PublicConfig {
  apiBase: string;
  publicToken: string;
  googleMapsApiKey?: string;
  /** U3: Google sign-in's OAuth client id (public by nature); absent means no Google button. */
  googleClientId?: string;
  /** U3: the code flow needs the client secret on the server; without it the pop-up uses the token flow. */
  googleCodeFlow?: boolean;
  siteOperator: SiteOperator;
}

export function publicConfigOf(config: Config): PublicConfig {
  return {
    apiBase: config.API_BASE_URL ?? '/api',
    publicToken: config.PUBLIC_API_TOKEN,
    siteOperator: {
      name: config.SITE_OPERATOR_NAME,
      address: config.SITE_OPERATOR_ADDRESS,
      registration: config.SITE_OPERATOR_REGISTRATION,
      email: config.SITE_OPERATOR_EMAIL,
      ...(config.SITE_OPERATOR_VAT && { vat: config.SITE_OPERATOR_VAT }),
      ...(config.SITE_OPERATOR_REPRESENTATIVE && { representative: config.SITE_OPERATOR_REPRESENTATIVE }),
      ...(config.SITE_OPERATOR_PHONE && { phone: config.SITE_OPERATOR_PHONE }),
    },
    ...(config.GOOGLE_MAPS_API_KEY ? { googleMapsApiKey: config.GOOGLE_MAPS_API_KEY } : {}),
    ...(config.GOOGLE_CLIENT_ID
      ? { googleClientId: config.GOOGLE_CLIENT_ID, googleCodeFlow: config.GOOGLE_CLIENT_SECRET !== undefined }
      : {}),
  };
}
