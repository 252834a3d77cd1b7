import { createECDH, ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { limits } from '@vitrine/contract';
import { z } from 'zod';

const boolText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z.string().trim().optional();

const urlText = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL (${protocols.join(' or ')})`,
    );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.5`, `10.0.0.0/8`, `fd00::/8` or a range name. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: a hop count (`1`: the one proxy in front of us), or the
 * proxies' addresses and CIDRs, comma-separated. Unset: nobody's, so the client address is the
 * socket's and no client can forge its way past the per-address limits.
 */
const trustProxyText = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be 1 to 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `not a hop count, an IP address or a CIDR: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  });

/** A VAPID key (RFC 8292): P-256, base64url, as `web-push generate-vapid-keys` prints it. */
const vapidPublicKeyText = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const bytes = Buffer.from(value, 'base64url');
      // convertKey checks that the point is on the curve.
      return (
        /^[\w-]+$/.test(value) && bytes.length === 65 && ECDH.convertKey(bytes, 'prime256v1').length === 65
      );
    } catch {
      return false;
    }
  }, 'must be an uncompressed P-256 public key in base64url (65 bytes)');
const vapidPrivateKeyText = z
  .string()
  .trim()
  .refine(
    (value) => /^[\w-]+$/.test(value) && Buffer.from(value, 'base64url').length === 32,
    'must be a P-256 private key in base64url (32 bytes)',
  );
const vapidSubjectText = z
  .string()
  .trim()
  .refine(
    (value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
    'must be a mailto: or https: URL',
  );

/** The environment names (docs/OPERATIONS.md, 'Configuration'). Unset means the embedded default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlText(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlText(['redis:', 'rediss:']).optional(),
  S3_ENDPOINT: urlText(['http:', 'https:']).optional(),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: urlText(['http:', 'https:']).optional(),
  TRUST_PROXY: trustProxyText.optional(),
  SMTP_URL: urlText(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Vitrine <no-reply@vitrine.local>'),
  OIDC_GOOGLE_ISSUER: urlText(['http:', 'https:']).optional(),
  OIDC_GOOGLE_CLIENT_ID: optionalText,
  OIDC_GOOGLE_CLIENT_SECRET: optionalText,
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9-]{1,63}$/, 'must be lowercase letters, digits and dashes')
    .default('demo'),
  DEFAULT_EVENT_ID: z.coerce.number().int().positive().optional(),
  SEED_DEMO: boolText.optional(),
  SEED_ADMIN_EMAIL: z.email().default('produtor@vitrine.demo'),
  SEED_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ANDROID_APP_URL: urlText(['http:', 'https:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  VIDEO_MAX_BYTES: z.coerce.number().int().positive().default(limits.videoMaxBytes),
  UPLOAD_BYTES_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1_048_576),
  NODE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be letters, digits, dots, dashes or underscores')
    .optional(),
  // 10 minutes: far past the longest window in which a live request holds media no row refers to
  // yet (see Config.mediaSweep), and short enough that a crash's leftovers do not linger.
  MEDIA_SWEEP_MIN_AGE: z.coerce.number().int().min(0).default(600),
  MEDIA_SWEEP_INTERVAL: z.coerce.number().int().min(0).default(600),
  LIVE_RECHECK_MS: z.coerce.number().int().min(10).default(60_000),
  JOB_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(2),
  JOB_POLL_INTERVAL: z.coerce.number().min(0.5).max(60).default(2),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  VAPID_PUBLIC_KEY: vapidPublicKeyText.optional(),
  VAPID_PRIVATE_KEY: vapidPrivateKeyText.optional(),
  VAPID_SUBJECT: vapidSubjectText.optional(),
  PUSH_ALLOW_PRIVATE: boolText.default(false),
  WEBHOOK_ALLOW_PRIVATE: boolText.default(false),
  WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
});

export const demoAdminPassword = 'vitrine-demo-2024';
export const demoUser = { email: 'visitante@vitrine.demo', password: 'visitante-2024', name: 'Marina Costa' };
/** The demo stand's OWNER: the exhibitor area, its leads and its pending page change. */
export const demoExhibitorUser = {
  email: 'expositor@vitrine.demo',
  password: 'expositor-2024',
  name: 'Rafael Souza',
};

/** The demo's MODERATOR: moderates the feeds, nothing else of the producer's. */
export const demoModeratorUser = {
  email: 'moderadora@vitrine.demo',
  password: 'moderadora-2024',
  name: 'Lúcia Moderadora',
};

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): a hop count, addresses, or none. */
  trustProxy: false | number | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  oidcGoogle: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  defaultTenant: string;
  defaultEventId: number | undefined;
  /** undefined: seed when the database is empty. */
  seedDemo: boolean | undefined;
  seedAdmin: { email: string; password: string | undefined };
  androidAppUrl: string | undefined;
  logLevel: string;
  webDist: string;
  /** Largest video a publication may carry, in bytes. */
  videoMaxBytes: number;
  /** Bytes of media one member may upload per hour (publications), counted by the rate limiter. */
  uploadBytesPerHour: number;
  /** This node among those sharing DATA_DIR: names its folder of uploads being received. */
  nodeId: string;
  /**
   * Stored media no row records are deleted once older than `minAgeMs` (younger ones may belong to
   * a request still committing), at start and every `intervalMs` (0: at start only). A request
   * holds media without a row from its first stored medium to its commit: the rest of its media
   * stored (at most 3: an image encode takes a second or two, a 50 MB video copied to a bucket
   * at 2.5 MB/s 20 s) and one short transaction: about a minute at worst, a tenth of the default
   * 10 minutes. The body is received and checked before anything is stored, so a slow client
   * does not lengthen that window. Uploads still arriving are written to as they come, so an
   * idle one is older than this only if its client stalled.
   */
  mediaSweep: { minAgeMs: number; intervalMs: number };
  /** How often live connections are checked against revoked tokens and removed accounts, in ms. */
  liveRecheckMs: number;
  /** Durable jobs: first retry delay (doubling after) and the idle workers' polling interval, in s. */
  jobs: { retryDelaySeconds: number; pollingIntervalSeconds: number };
  /** Bearer token for GET /api/metrics; unset: only loopback and private addresses may read it. */
  metricsToken: string | undefined;
  push: {
    /** VAPID keys (base64url); unset: generated once into DATA_DIR (lib/secrets.ts). */
    vapid: { publicKey: string; privateKey: string } | undefined;
    /** The contact push services see in the VAPID token (`sub`). */
    subject: string;
    /** Admit http and private or loopback push endpoints (tests, on-premises). */
    allowPrivate: boolean;
  };
  webhooks: {
    /** Admit http and private or loopback webhook URLs (tests, on-premises). */
    allowPrivate: boolean;
    /** The first retry's delay, doubling after (capped: see modules/webhooks), in ms. */
    retryBaseMs: number;
  };
}

/** Both VAPID keys or neither, and the private key must be the public key's. */
function vapidKeys(publicKey: string | undefined, privateKey: string | undefined) {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    throw new ConfigError([
      'VAPID_*: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither to generate them)',
    ]);
  }
  const ecdh = createECDH('prime256v1');
  let derived: string | undefined;
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    derived = ecdh.getPublicKey().toString('base64url');
  } catch {
    // an out-of-range private key: reported below
  }
  if (derived !== Buffer.from(publicKey, 'base64url').toString('base64url')) {
    throw new ConfigError(['VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY']);
  }
  return { publicKey, privateKey };
}

/** VAPID_SUBJECT, else the producer's mailbox when set, else an https PUBLIC_URL, else the demo mailbox. */
function vapidSubject(env: NodeJS.ProcessEnv, seedAdminEmail: string, publicUrl: string): string {
  if (env.VAPID_SUBJECT?.trim()) return env.VAPID_SUBJECT.trim();
  if (!env.SEED_ADMIN_EMAIL?.trim() && publicUrl.startsWith('https://')) return publicUrl;
  return `mailto:${seedAdminEmail}`;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError([
      'S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY together (or none for local disk)',
    ]);
  }
  const vapid = vapidKeys(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  let seedPassword = e.SEED_ADMIN_PASSWORD;
  if (!seedPassword && e.NODE_ENV !== 'production') seedPassword = demoAdminPassword;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
          }
        : undefined,
    jwtSecret: e.JWT_SECRET,
    publicUrl,
    trustProxy: e.TRUST_PROXY ?? false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidcGoogle: {
      issuer: e.OIDC_GOOGLE_ISSUER ?? 'https://accounts.google.com',
      clientId: e.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: e.OIDC_GOOGLE_CLIENT_SECRET,
    },
    defaultTenant: e.DEFAULT_TENANT,
    defaultEventId: e.DEFAULT_EVENT_ID,
    seedDemo: e.SEED_DEMO,
    seedAdmin: { email: e.SEED_ADMIN_EMAIL, password: seedPassword },
    androidAppUrl: e.ANDROID_APP_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    videoMaxBytes: e.VIDEO_MAX_BYTES,
    uploadBytesPerHour: e.UPLOAD_BYTES_PER_HOUR,
    nodeId: e.NODE_ID ?? `${os.hostname()}-${e.PORT}`,
    mediaSweep: { minAgeMs: e.MEDIA_SWEEP_MIN_AGE * 1000, intervalMs: e.MEDIA_SWEEP_INTERVAL * 1000 },
    liveRecheckMs: e.LIVE_RECHECK_MS,
    metricsToken: e.METRICS_TOKEN,
    jobs: { retryDelaySeconds: e.JOB_RETRY_DELAY, pollingIntervalSeconds: e.JOB_POLL_INTERVAL },
    push: {
      vapid,
      subject: vapidSubject(present, e.SEED_ADMIN_EMAIL, publicUrl),
      allowPrivate: e.PUSH_ALLOW_PRIVATE,
    },
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, retryBaseMs: e.WEBHOOK_RETRY_SECONDS * 1000 },
  };
}
