import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], { message: 'must be on or off (1/0, true/false)' })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const webUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be 1-65535')
    .max(65535, 'must be 1-65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must start with postgres:// (leave it unset for the embedded database)')
    .optional(),
  PUBLIC_URL: webUrl.optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: flag.optional(),
  ADMIN_TWO_FACTOR: flag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Aangan Boutique <hello@aanganboutique.in>'),
  SHOP_NAME: z.string().default('Aangan Boutique'),
  SHOP_EMAIL: z.email('must be an e-mail address').default('hello@aanganboutique.in'),
  SHOP_PHONE: z.string().default('+91 98765 43210'),
  SHOP_ADDRESS: z.string().default('14 Lodhi Colony Market, New Delhi 110003'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only with country code, e.g. 919876543210')
    .default('919876543210'),
  INSTAGRAM_URL: webUrl.default('https://www.instagram.com/aanganboutique'),
  /** The shop's UPI id (VPA), e.g. aanganboutique@okhdfcbank: quotes are paid to it. */
  UPI_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'must be a UPI id such as shopname@okhdfcbank')
    .optional(),
  /** The European Central Bank's daily reference rates, or another address serving the same file; `off`: no fetching. */
  FX_RATES_URL: z.union([z.literal('off'), webUrl]).default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
  TRUST_PROXY: flag.default(false),
  /** Sign-in and sign-up attempts per client per minute. */
  AUTH_RATE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(1).default(5),
  SEED_IMAGE_CACHE: z.string().optional(),
  /** Days after an enquiry is marked received before its shopper is invited to review the pieces. */
  REVIEW_INVITE_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int()
    .min(0, 'must be 0 or more')
    .max(60, 'must be at most 60')
    .default(5),
  /** Memory for finished anonymous pages (the render cache), in MB; 0 turns it off. */
  RENDER_CACHE_MB: z.coerce
    .number({ message: 'must be a number of MB' })
    .min(0, 'must be 0 or more')
    .max(4096, 'must be at most 4096')
    .default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Setting a bucket selects S3-compatible object storage for uploads instead of DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)')
    .optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: webUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PUBLIC_URL: webUrl.optional(),
  /** Where backups go: a folder, or s3://bucket/prefix (the shop's S3 settings, or BACKUP_S3_*); default DATA_DIR/backups. */
  BACKUP_TO: z.string().optional(),
  /** When backups run by themselves: daily (at 03:00 India time), daily@HH:MM (India time), hourly or off. */
  BACKUP_EVERY: z
    .string()
    .regex(/^(off|hourly|daily(@([01]\d|2[0-3]):[0-5]\d)?)$/, 'must be daily, daily@HH:MM (India time), hourly or off')
    .default('daily@03:00'),
  /** How many backups to keep: the newest of each of so many hours (h), days (d), weeks (w), months (m). */
  BACKUP_KEEP: z
    .string()
    .regex(/^\d+[hdwm](,\d+[hdwm])*$/, 'must look like 7d,4w,12m (h hours, d days, w weeks, m months)')
    .default('7d,4w,12m'),
  BACKUP_S3_REGION: z.string().optional(),
  BACKUP_S3_ENDPOINT: webUrl.optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().optional(),
  BACKUP_S3_FORCE_PATH_STYLE: flag.optional(),
  /** Browsers that take AVIF get a smaller AVIF copy of each picture, made once in the background (seconds of CPU each). */
  AVIF_COPIES: flag.default(true),
  /** Turns on GET /metrics (Prometheus) for this bearer token, and for requests from this machine itself. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** Rules between variables; each names the variable to fix. */
function checkTogether(env: z.infer<typeof envSchema>): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  // Every server must sign and read the same session cookies; a secret made per data folder would differ.
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    problems.push({
      key: 'AUTH_SECRET',
      message: 'must be set when DATABASE_URL is (every server of the shop signs sessions with the same secret)',
    });
  }
  if (!env.S3_BUCKET) {
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
      if (env[key]) problems.push({ key, message: 'needs S3_BUCKET as well (S3_BUCKET selects S3 storage)' });
    }
  } else if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const key = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push({
      key,
      message: "must be set together with the other S3 key (or leave both unset to use the machine's AWS credentials)",
    });
  }
  if (env.BACKUP_TO?.startsWith('s3://') && !/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(env.BACKUP_TO))
    problems.push({ key: 'BACKUP_TO', message: 'must be a folder or s3://bucket/prefix' });
  return problems;
}

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  /** A trial on this machine (no NODE_ENV=production, no public address): demo data may load by itself. */
  localTrial: boolean;
  /** Admins must sign in with a second factor: a real shop's default, not the demo's. */
  adminTwoFactor: boolean;
  /** BACKUP_TO, or the data folder's backups/ when unset. */
  backupTo: string;
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * NODE_ENV=production as the operator's own word. Neither the schema's default nor the value the shop's
 * commands set for React's production build (scripts/lib/production-libraries.mjs) counts: a first
 * `npm start` is a trial on this machine and opens the demo shop.
 */
function operatorSaysProduction(source: Record<string, string | undefined>) {
  return source.NODE_ENV === 'production' && source.SHOP_NODE_ENV_DEFAULTED !== '1';
}

/** One readable line per bad value, e.g. `PORT: must be 1-65535 (got "99999")`. */
export function describeEnvErrors(error: z.ZodError, source: Record<string, string | undefined>): string[] {
  return error.issues.map((issue) => {
    const key = String(issue.path[0]);
    return `${key}: ${issue.message} (got ${JSON.stringify(source[key] ?? '')})`;
  });
}

export function parseEnv(source: Record<string, string | undefined>): { ok: true; env: Env } | { ok: false; errors: string[] } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) return { ok: false, errors: describeEnvErrors(result.error, source) };
  const env = result.data;
  const problems = checkTogether(env);
  if (problems.length)
    return { ok: false, errors: problems.map((p) => `${p.key}: ${p.message} (got ${JSON.stringify(source[p.key] ?? '')})`) };
  // A trial on this machine unless the operator says otherwise (NODE_ENV=production of their own, a public address).
  const localTrial = !operatorSaysProduction(cleaned) && (!env.PUBLIC_URL || LOCAL_HOSTS.has(new URL(env.PUBLIC_URL).hostname));
  return {
    ok: true,
    env: {
      ...env,
      dataDir: path.resolve(env.DATA_DIR),
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      localTrial,
      adminTwoFactor: env.ADMIN_TWO_FACTOR ?? !(env.DEMO_DATA ?? localTrial),
      backupTo: env.BACKUP_TO ?? path.join(path.resolve(env.DATA_DIR), 'backups'),
    },
  };
}

let cached: Env | undefined;

/** Reads and validates configuration once; a bad value stops the process with one line per problem. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const line of parsed.errors) console.error(`Configuration error: ${line}`);
    process.exit(1);
  }
  cached = parsed.env;
  return cached;
}

/** The subset of configuration the browser may see. */
export function publicConfig() {
  const env = getEnv();
  return {
    shopName: env.SHOP_NAME,
    shopEmail: env.SHOP_EMAIL,
    shopPhone: env.SHOP_PHONE,
    shopAddress: env.SHOP_ADDRESS,
    whatsappNumber: env.WHATSAPP_NUMBER,
    instagramUrl: env.INSTAGRAM_URL,
    analyticsId: env.ANALYTICS_ID ?? null,
    publicUrl: env.publicUrl,
  };
}
