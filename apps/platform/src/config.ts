import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_APPLICATION_ID, DEFAULT_APPLICATION_TOKEN } from '@vitrine/contract';
import { trustTest } from './http/request';
import type { S3Settings } from './modules/file-storage/s3-store';
import { readS3Settings } from './modules/file-storage/storage-config';
import { type PaymentGatewaySettings, readPaymentGateway } from './modules/payment/gateway-config';
import { readSocialProviders, type SocialProviders } from './modules/user/social-config';

/** Runtime settings from the environment, with the documented defaults. */
export interface PlatformConfig {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  applicationId: string;
  applicationToken: string;
  /** Largest clock difference accepted on x-fp-date. */
  maxClockSkewMs: number;
  production: boolean;
  /** The merchant's credential for the theme editor at /editor/ (VITRINE_EDITOR_TOKEN, or DATA_DIR/editor-token). */
  editorToken: string;
  /** The editor token was made on this start (and is to be printed, this once). */
  editorTokenIsNew: boolean;
  /** The interface the platform listens on when it runs alone (HOST). */
  host: string;
  /** Where the editor finds the storefront to preview (STOREFRONT_URL); '' is the editor's own origin. */
  storefrontUrl: string;
  /** The theme editor's built browser UI; unset is @vitrine/editor's dist/ (tests point it elsewhere). */
  editorDir?: string;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client, as addresses and subnets (`10.0.0.5`,
   * `10.0.0.0/8`, `::1`, or `loopback`, `linklocal`, `uniquelocal`), comma-separated; unset trusts none. A list
   * rather than a hop count: it says exactly who may speak for a client, and stays right when the number of
   * hops differs (the shop in one process behind a balancer, or a storefront running apart in front of the
   * platform, which must list the storefront's address and those of the proxies in front of it).
   */
  trustProxy: string[];
  /** COMPRESSION: brotli/gzip by Accept-Encoding; 'off' when a proxy in front compresses. */
  compression: boolean;
  /** The social sign-in providers and the shop's credentials at each (see modules/user/social-config.ts). */
  social: SocialProviders;
  /** SMTP_URL: e-mail (one-time codes, links) goes through this server; unset sends none. */
  smtpUrl?: string;
  /** SMTP_FROM: the sender of those e-mails. */
  smtpFrom: string;
  /** SMS_WEBHOOK_URL: SMS (one-time codes, links) are POSTed here as JSON; unset sends none. */
  smsWebhookUrl?: string;
  /**
   * VITRINE_DEV_OUTBOX: keep every message in the database and show it at /_dev/outbox. On by default only for
   * the demo (the embedded database, listening on this machine only); off with DATABASE_URL or a HOST open to the
   * network, unless 'on'.
   */
  devOutbox: boolean;
  /** S3_BUCKET and friends: uploaded files go to this S3-compatible bucket; unset keeps them in DATA_DIR/uploads. */
  s3?: S3Settings;
  /** PAYMENT_GATEWAY_URL and friends: the card gateway (modules/payment/gateway-config.ts); unset takes none. */
  paymentGateway?: PaymentGatewaySettings;
}

export { DEFAULT_APPLICATION_ID, DEFAULT_APPLICATION_TOKEN };
/** The token the README once documented: anyone could sign in with it, so production refuses it. */
export const DEMO_EDITOR_TOKEN = 'vitrine-editor-demo';
/** Only this machine, unless HOST opens the shop to the network. */
export const DEFAULT_HOST = '127.0.0.1';
export const EDITOR_TOKEN_FILE = 'editor-token';

export interface EditorToken {
  token: string;
  /** Made on this start; false when set by VITRINE_EDITOR_TOKEN or kept from an earlier start. */
  isNew: boolean;
}

/**
 * VITRINE_EDITOR_TOKEN, or a random token made on the first start and kept in DATA_DIR/editor-token (readable by
 * its owner only), so no shop starts with a token the whole world knows.
 */
export function editorToken(env: NodeJS.ProcessEnv, dataDir: string): EditorToken {
  const given = env.VITRINE_EDITOR_TOKEN?.trim();
  if (given) {
    if (given === DEMO_EDITOR_TOKEN && env.NODE_ENV === 'production') {
      throw new Error(
        `VITRINE_EDITOR_TOKEN is the published demo token '${DEMO_EDITOR_TOKEN}': anyone could edit the shop. ` +
          'Set a token of your own, or unset it to have one made and kept in DATA_DIR.',
      );
    }
    return { token: given, isNew: false };
  }
  const file = path.join(dataDir, EDITOR_TOKEN_FILE);
  const kept = () => {
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  };
  const existing = kept();
  if (existing) return { token: existing, isNew: false };
  const token = randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process starting on the same folder made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' && kept()) return { token: kept(), isNew: false };
    throw error;
  }
  return { token, isNew: true };
}

function storefrontUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`STOREFRONT_URL must be an http(s) URL such as https://shop.example.com, not '${text}'`);
  }
  return url.href.replace(/\/+$/, '');
}

/** TRUST_PROXY as a list, refusing what is neither an address nor a subnet. */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // ipaddr would read a bare number as an IPv4 address ('2' is 0.0.0.2): a hop count must not pass as one.
    const number = entries.find((entry) => /^\d+$/.test(entry));
    if (number) throw new Error(`'${number}' is not an address; TRUST_PROXY takes no hop count`);
    trustTest(entries);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must list addresses or subnets such as 10.0.0.0/8,::1 (${(error as Error).message})`,
    );
  }
  return entries;
}

/** COMPRESSION: on unless 'off' (a proxy in front already compresses); anything else is refused. */
export function parseCompression(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`COMPRESSION must be 'on' or 'off', not '${value}'`);
}

function serviceUrl(name: string, value: string | undefined, protocols: RegExp, example: string) {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {}
  if (!url || !protocols.test(url.protocol)) throw new Error(`${name} must be a URL such as ${example}`);
  return text;
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/**
 * VITRINE_DEV_OUTBOX: 'on' or 'off'. Unset is on only for the demo: the embedded database, on an interface no
 * other machine reaches. A shop open to the network must never show its shoppers' codes on a page, and a
 * loopback HOST does not say it is closed: `live` (a proxy in front, TRUST_PROXY, or real senders) says it is
 * a real shop, whose proxy on the same machine would hand the page to anyone.
 */
export function parseDevOutbox(
  value: string | undefined,
  databaseUrl: string | undefined,
  host: string = DEFAULT_HOST,
  live = false,
): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return !databaseUrl && isLoopback(host) && !live;
  if (text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`VITRINE_DEV_OUTBOX must be 'on' or 'off', not '${value}'`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const editor = editorToken(env, dataDir);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const smtpUrl = serviceUrl(
    'SMTP_URL',
    env.SMTP_URL,
    /^smtps?:$/,
    'smtp://user:password@mail.example.com:587',
  );
  const smsWebhookUrl = serviceUrl(
    'SMS_WEBHOOK_URL',
    env.SMS_WEBHOOK_URL,
    /^https?:$/,
    'https://sms.example.com/send',
  );
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    applicationId: env.VITRINE_APPLICATION_ID || DEFAULT_APPLICATION_ID,
    applicationToken: env.VITRINE_APPLICATION_TOKEN || DEFAULT_APPLICATION_TOKEN,
    maxClockSkewMs: 5 * 60 * 1000,
    production: env.NODE_ENV === 'production',
    editorToken: editor.token,
    editorTokenIsNew: editor.isNew,
    host: env.HOST?.trim() || DEFAULT_HOST,
    storefrontUrl: storefrontUrl(env.STOREFRONT_URL),
    trustProxy,
    compression: parseCompression(env.COMPRESSION),
    social: readSocialProviders(env),
    smtpUrl,
    smtpFrom: env.SMTP_FROM?.trim() || 'Vitrine <no-reply@vitrine.test>',
    smsWebhookUrl,
    devOutbox: parseDevOutbox(
      env.VITRINE_DEV_OUTBOX,
      env.DATABASE_URL || undefined,
      env.HOST?.trim() || DEFAULT_HOST,
      trustProxy.length > 0 || Boolean(smtpUrl || smsWebhookUrl),
    ),
    s3: readS3Settings(env),
    paymentGateway: readPaymentGateway(env),
  };
}
