import net from 'node:net';
import path from 'node:path';
import { EXAMPLE_SUPPORT_WHATSAPP } from '@alinhavo/shared/rules/contact';
import { z } from 'zod';
import { parseStorageUrl, type S3Settings, type StorageSettings } from './lib/storage/storage-url';

/**
 * Signed-in API calls one account may send a minute: ten times what the busiest screen sends in a
 * minute. tests/e2e/shared-address.spec.ts counts each screen's calls on a full load (refresh,
 * lists, sync, counts) of fresh accounts: at most 17 (Oportunidades; the dashboard 13, Mensagens
 * 13) over 160 loads on 28/11, at most 20 (the dashboard) over 40 loads on 29/11. An account with
 * long lists pages through more sync, and realtime events, analytics batches (6 a minute) and a
 * payment's polling (6 a minute) add to it: 60 a minute for the busiest screen of a busy account,
 * times ten for several tabs and quick navigation.
 */
export const ACCOUNT_PER_MINUTE = 600;
/**
 * API calls without a valid access token per address: hundreds of people behind one carrier
 * NAT address, each landing or sign-in sending a handful of them.
 */
export const ANONYMOUS_PER_MINUTE = 3000;

/** An https address on the network's own site (instagram.com or www.instagram.com). */
const socialUrl = (site: string) =>
  z
    .url({ protocol: /^https$/, error: `use o endereço https do perfil em ${site}` })
    .refine(
      (value) => {
        const host = URL.canParse(value) ? new URL(value).hostname : '';
        return host === site || host.endsWith(`.${site}`);
      },
      { error: `use o endereço https do perfil em ${site}` },
    )
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
  ADMIN_EMAIL: z.email().default('admin@alinhavo.com.br'),
  /** More admins, comma-separated; ADMIN_EMAIL counts as one of them. */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((x) => x.trim().toLowerCase()) : []))
    .pipe(z.array(z.email('ADMIN_EMAILS: e-mail inválido')))
    .default([]),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Alinhavo <nao-responda@alinhavo.com.br>'),
  CEP_PROVIDER_URL: z.url().default('https://viacep.com.br/ws'),
  STORAGE_DIR: z.string().optional(),
  /** Set = attachments in an S3-compatible bucket shared by every instance. */
  STORAGE_URL: z.string().optional(),
  /** What one person may upload in 24 h, in MB (one client stored 380 MB in 15 s). */
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).default(200),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RENDERER_DIST: z.string().default('./renderer/dist'),
  /**
   * Who may set X-Forwarded-For: `false` (nobody; the default), the proxies' addresses or CIDR
   * ranges separated by commas (`127.0.0.1,10.0.0.0/8`), or `true` (any hop, only for a proxy
   * that is the sole way in).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v, ctx): boolean | string[] => {
      if (['true', '1'].includes(v)) return true;
      if (['false', '0'].includes(v)) return false;
      const list = v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const bad = list.find((x) => !isAddressOrRange(x));
      if (bad || list.length === 0) {
        ctx.addIssue({ code: 'custom', message: `endereço ou faixa inválida: ${bad ?? v}` });
        return z.NEVER;
      }
      return list;
    })
    .default(false),
  /** Per account, every signed-in API call (ACCOUNT_PER_MINUTE says how the default was sized). */
  RATE_LIMIT_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /** Per address, every API call without a valid access token: sized for carrier NAT. */
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /** The old single per-address budget: now the default of both above (benchmarks set it). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /**
   * Password checks per account (half of it per account and address), verification and reset
   * codes per address; three times this for sign-up, resending a code and asking for a reset.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Password checks per address, every account together: an office signing in at 9:00. */
  PASSWORD_IP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Per IP on the landing's public client search (anonymous, so the scraper's door). */
  PUBLIC_SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Product analytics: off = the app sends no events and the server stores none. */
  PRODUCT_ANALYTICS: z.enum(['on', 'off']).optional(),
  /** 'test' = a cheap argon2id for test runs that register hundreds of accounts; refused elsewhere. */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  /** Plano PRO prices in integer cents (R$ 49,90 and R$ 479,00). */
  PRO_MONTHLY_CENTS: z.coerce.number().int().min(100).default(4990),
  PRO_YEARLY_CENTS: z.coerce.number().int().min(100).default(47900),
  /** pix-manual: where the static BR Code sends the money (required in production in that mode). */
  PIX_KEY: z.string().trim().min(1).max(77).optional(),
  /** The BR Code's merchant fields: at most 25 and 15 characters (EMV 59 and 60). */
  PIX_MERCHANT_NAME: z.string().trim().min(1).max(25).default('ALINHAVO'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(15).default('SAO PAULO'),
  /** Set = online payments by Mercado Pago (Pix, card, boleto) instead of pix-manual. */
  MERCADOPAGO_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().trim().min(1).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  /**
   * Support on the landing, the help centre, the dashboards and the verification screen:
   * WhatsApp digits with 55 and the DDD. Outside production the example number stands in.
   */
  SUPPORT_WHATSAPP: z
    .string()
    .trim()
    .regex(/^55\d{10,11}$/, 'use 55, o DDD e o número, só dígitos')
    .optional(),
  SUPPORT_EMAIL: z.email().optional(),
  /** The landing footer's social profiles; unset = no icon. */
  SOCIAL_INSTAGRAM: socialUrl('instagram.com'),
  SOCIAL_LINKEDIN: socialUrl('linkedin.com'),
  /** The data controller named by the Termos de Uso and the Política de Privacidade. */
  LEGAL_NAME: z.string().trim().min(1).max(120).default('Alinhavo Tecnologia Ltda.'),
  LEGAL_CNPJ: z.string().trim().min(14).max(18).optional(),
  DPO_EMAIL: z.email().default('privacidade@alinhavo.com.br'),
});

/**
 * The support contacts of a development machine: the pages show their WhatsApp and e-mail
 * links; production shows only what it names (and refuses the example number).
 */
export const DEV_SUPPORT = {
  whatsapp: EXAMPLE_SUPPORT_WHATSAPP,
  email: 'contato@alinhavo.com.br',
} as const;

/** The development Pix key: a fresh machine works, production must name its own. */
export const DEV_PIX_KEY = 'pagamentos@alinhavo.com.br';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  /** Undefined: a secret is generated once, kept in PostgreSQL (DATABASE_URL) or in DATA_DIR. */
  jwtSecret: string | undefined;
  /** Every admin e-mail, lower-cased: ADMIN_EMAIL first, then ADMIN_EMAILS. */
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  cepProviderUrl: string;
  /** Local disk (the embedded default) or a bucket every instance shares. */
  storage: StorageSettings;
  /** Bytes of attachments one person may upload in a rolling 24 h. */
  uploadDailyBytes: number;
  corsOrigins: string[];
  logLevel: string;
  rendererDist: string;
  /** Fastify's trustProxy: false, true, or the proxies' addresses and CIDR ranges. */
  trustProxy: boolean | string[];
  /** Signed-in API calls per account; sensitive routes have tighter limits of their own. */
  accountRateLimitPerMinute: number;
  /** API calls without a valid access token, per address. */
  anonymousRateLimitPerMinute: number;
  authRateLimitPerMinute: number;
  passwordIpRateLimitPerMinute: number;
  publicSearchRateLimitPerMinute: number;
  /** Product analytics on; off by default under NODE_ENV=test so test runs count nothing. */
  productAnalytics: boolean;
  passwordHashCost: 'standard' | 'test';
  plans: { monthlyCents: number; yearlyCents: number };
  pix: { key: string; merchantName: string; merchantCity: string };
  /** What the help and legal pages name (GET /settings/public/). */
  legal: {
    /** null = not configured: the pages show no link. */
    supportWhatsapp: string | null;
    supportEmail: string | null;
    instagram: string | null;
    linkedin: string | null;
    name: string;
    cnpj: string | null;
    dpoEmail: string;
  };
  /** Undefined = pix-manual (the default); set = the Mercado Pago adapter. */
  mercadoPago:
    | { accessToken: string; publicKey: string | null; webhookSecret: string; apiUrl: string }
    | undefined;
}

/** The desktop app's renderer origin (electron/src/main/protocol.ts) and Vite's dev server. */
const DESKTOP_ORIGIN = 'app://alinhavo';
const DEV_ORIGIN = 'http://localhost:5173';

export class ConfigError extends Error {}

/** `127.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`: what proxy-addr accepts as a trusted hop. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const version = net.isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/** Parses the environment once at boot; a production start without a secret stops here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `NAME=` (as in .env.example) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // With PostgreSQL the instances keep one generated secret in the database; a
  // production install on the embedded database names its own.
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && !e.DATABASE_URL) {
    throw new ConfigError('JWT_SECRET é obrigatório quando NODE_ENV=production sem DATABASE_URL.');
  }
  if (e.PASSWORD_HASH_COST === 'test' && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'PASSWORD_HASH_COST=test enfraquece as senhas e só é aceito com NODE_ENV=test.',
    );
  }
  if (e.MERCADOPAGO_ACCESS_TOKEN && !e.MERCADOPAGO_WEBHOOK_SECRET) {
    throw new ConfigError(
      'MERCADOPAGO_WEBHOOK_SECRET é obrigatório quando MERCADOPAGO_ACCESS_TOKEN está definido.',
    );
  }
  // pix-manual in production would send people's money to the example key.
  if (e.NODE_ENV === 'production' && !e.MERCADOPAGO_ACCESS_TOKEN && !e.PIX_KEY) {
    throw new ConfigError(
      'PIX_KEY é obrigatório quando NODE_ENV=production e o Mercado Pago não está configurado.',
    );
  }
  // The example number is nobody's support line: people would write to a stranger.
  if (e.NODE_ENV === 'production' && e.SUPPORT_WHATSAPP === EXAMPLE_SUPPORT_WHATSAPP) {
    throw new ConfigError(
      `SUPPORT_WHATSAPP=${EXAMPLE_SUPPORT_WHATSAPP} é o número de exemplo e não é aceito quando NODE_ENV=production: defina o WhatsApp do suporte (55, DDD e número) ou deixe vazio para não mostrar o link.`,
    );
  }
  if (e.STORAGE_URL && e.STORAGE_DIR) {
    throw new ConfigError(
      'Defina STORAGE_URL (bucket S3) ou STORAGE_DIR (disco local), não os dois.',
    );
  }
  let s3: S3Settings | undefined;
  try {
    s3 = e.STORAGE_URL ? parseStorageUrl(e.STORAGE_URL) : undefined;
  } catch (err) {
    throw new ConfigError(`Configuração inválida:\n  ${(err as Error).message}`);
  }
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : [
        new URL(publicUrl).origin,
        DESKTOP_ORIGIN,
        ...(e.NODE_ENV === 'production' ? [] : [DEV_ORIGIN]),
      ];
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    jwtSecret: e.JWT_SECRET,
    adminEmails: [...new Set([e.ADMIN_EMAIL.trim().toLowerCase(), ...e.ADMIN_EMAILS])],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    cepProviderUrl: e.CEP_PROVIDER_URL.replace(/\/$/, ''),
    storage: s3
      ? { kind: 's3', ...s3 }
      : { kind: 'disk', dir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'uploads')) },
    uploadDailyBytes: e.UPLOAD_DAILY_MB * 1024 * 1024,
    corsOrigins,
    logLevel: e.LOG_LEVEL,
    rendererDist: path.resolve(e.RENDERER_DIST),
    trustProxy: e.TRUST_PROXY,
    accountRateLimitPerMinute:
      e.RATE_LIMIT_ACCOUNT_PER_MINUTE ?? e.RATE_LIMIT_PER_MINUTE ?? ACCOUNT_PER_MINUTE,
    anonymousRateLimitPerMinute:
      e.RATE_LIMIT_ANONYMOUS_PER_MINUTE ?? e.RATE_LIMIT_PER_MINUTE ?? ANONYMOUS_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    passwordIpRateLimitPerMinute: e.PASSWORD_IP_RATE_LIMIT_PER_MINUTE,
    publicSearchRateLimitPerMinute: e.PUBLIC_SEARCH_RATE_LIMIT_PER_MINUTE,
    productAnalytics: (e.PRODUCT_ANALYTICS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    passwordHashCost: e.PASSWORD_HASH_COST,
    plans: { monthlyCents: e.PRO_MONTHLY_CENTS, yearlyCents: e.PRO_YEARLY_CENTS },
    pix: {
      key: e.PIX_KEY ?? DEV_PIX_KEY,
      merchantName: e.PIX_MERCHANT_NAME,
      merchantCity: e.PIX_MERCHANT_CITY,
    },
    legal: {
      supportWhatsapp: e.SUPPORT_WHATSAPP ?? (production ? null : DEV_SUPPORT.whatsapp),
      supportEmail: e.SUPPORT_EMAIL ?? (production ? null : DEV_SUPPORT.email),
      instagram: e.SOCIAL_INSTAGRAM ?? null,
      linkedin: e.SOCIAL_LINKEDIN ?? null,
      name: e.LEGAL_NAME,
      cnpj: e.LEGAL_CNPJ ?? null,
      dpoEmail: e.DPO_EMAIL,
    },
    mercadoPago: e.MERCADOPAGO_ACCESS_TOKEN
      ? {
          accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
          publicKey: e.MERCADOPAGO_PUBLIC_KEY ?? null,
          webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET ?? '',
          apiUrl: e.MERCADOPAGO_API_URL.replace(/\/$/, ''),
        }
      : undefined,
  };
}
