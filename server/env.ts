// The validated environment. Every variable is checked up front; one bad value stops the start with
// a message naming every bad variable, so a deployment never half-starts on a typo.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { isAddressOrCidr } from './ip-range.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;

export interface Env {
  PORT: number;
  /** Address to listen on: 127.0.0.1 unless set (a container or a host without a local proxy sets 0.0.0.0). */
  HOST: string;
  /** PostgreSQL connection string; absent → embedded PGlite in DATA_DIR. */
  DATABASE_URL?: string;
  /** Absolute folder for embedded data, or `memory://` (PGlite in memory, tests). */
  DATA_DIR: string;
  /** Shared state (sessions, rate limits, change notifications) across instances; absent → in-process. */
  REDIS_URL?: string;
  TENANTS_DIR: string;
  LOG_LEVEL: (typeof LOG_LEVELS)[number];
  NODE_ENV: (typeof NODE_ENVS)[number];
  /** Express `trust proxy` value: boolean, hop count, or a list of names / addresses / CIDR ranges. */
  TRUST_PROXY: boolean | number | string[];
  /** Lower-cased name of a trusted header carrying the visitor's ISO country (e.g. cf-ipcountry). */
  COUNTRY_HEADER?: string;
  DIST_DIR: string;
  /** HTTP SMS provider endpoint (POST {to, text}, tenant secrets.smsProviderKey as bearer); absent → sms_outbox table. */
  SMS_PROVIDER_URL?: string;
  /** SMTP server for tenants without secrets.smtpUrl (smtp:// or smtps://); absent → email_outbox table. */
  SMTP_URL?: string;
  /** Hostnames of the staff back office (lower case); never a brand's host. Default ops.localhost outside production, none in production. */
  OPERATOR_HOSTS: string[];
  /** 32-byte key sealing staff TOTP secrets at rest (server/features/staff/secret-box.ts). Required in production; a fixed demo key elsewhere. */
  STAFF_SECRET_KEY: Buffer;
  /** End-to-end tests only: a business clock moved through /wps/dev/clock (server/features/test-clock). Refused in production. */
  TEST_CLOCK: boolean;
}

/** The key outside production: known to everyone, so production refuses it. */
export const DEMO_STAFF_SECRET_KEY = createHash('sha256').update('portal demo staff secret key').digest();

/** 64 hex digits, or base64 / base64url of 32 bytes. */
function parseKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

type Source = Record<string, string | undefined>;

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Parses `source` (process.env by default). Relative paths are resolved against `cwd`. */
export function loadEnv(source: Source = process.env, cwd = process.cwd()): Env {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const value = source[name]?.trim();
    return value === '' ? undefined : value;
  };
  const bad = (name: string, value: string, why: string) => problems.push(`${name}=${JSON.stringify(value)}: ${why}`);

  let PORT = 3000;
  const port = get('PORT');
  if (port !== undefined) {
    if (/^\d{1,5}$/.test(port) && Number(port) <= 65535) PORT = Number(port);
    else bad('PORT', port, 'must be an integer from 0 to 65535');
  }

  // Loopback by default: with TRUST_PROXY trusting loopback, only a proxy on this machine should reach
  // the port; exposing it is a deliberate HOST setting.
  const HOST = get('HOST') ?? '127.0.0.1';
  if (HOST !== 'localhost' && !(isAddressOrCidr(HOST) && !HOST.includes('/')))
    bad('HOST', HOST, 'must be an IP address to listen on (127.0.0.1, ::1, 0.0.0.0, ::) or localhost');

  const DATABASE_URL = get('DATABASE_URL');
  if (DATABASE_URL !== undefined) {
    let ok: boolean;
    try {
      const url = new URL(DATABASE_URL);
      ok = url.protocol === 'postgres:' || url.protocol === 'postgresql:';
    } catch {
      ok = false;
    }
    if (!ok) bad('DATABASE_URL', DATABASE_URL, 'must be a postgres:// or postgresql:// URL');
  }

  const dataDir = get('DATA_DIR') ?? './data';
  const DATA_DIR = dataDir === 'memory://' ? dataDir : resolve(cwd, dataDir);

  const REDIS_URL = get('REDIS_URL');
  if (REDIS_URL !== undefined) {
    let ok: boolean;
    try {
      const url = new URL(REDIS_URL);
      ok = (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
    } catch {
      ok = false;
    }
    if (!ok) bad('REDIS_URL', REDIS_URL, 'must be a redis:// or rediss:// URL with a host');
  }

  const tenantsDir = get('TENANTS_DIR') ?? './tenants';
  const TENANTS_DIR = resolve(cwd, tenantsDir);
  try {
    if (!statSync(TENANTS_DIR).isDirectory()) bad('TENANTS_DIR', tenantsDir, 'is not a directory');
  } catch {
    bad('TENANTS_DIR', tenantsDir, 'does not exist');
  }

  const logLevel = get('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) bad('LOG_LEVEL', logLevel, `must be one of ${LOG_LEVELS.join(', ')}`);

  const nodeEnv = get('NODE_ENV') ?? 'development';
  if (!(NODE_ENVS as readonly string[]).includes(nodeEnv)) bad('NODE_ENV', nodeEnv, `must be one of ${NODE_ENVS.join(', ')}`);

  let TRUST_PROXY: Env['TRUST_PROXY'] = ['loopback'];
  const trustProxy = get('TRUST_PROXY');
  // Behind a proxy the client address (rate limits, region blocks) depends on this: say it explicitly.
  if (trustProxy === undefined && nodeEnv === 'production')
    bad('TRUST_PROXY', '', 'must be set in production: the hop count or addresses of your proxies, or false');
  if (trustProxy !== undefined) {
    if (trustProxy === 'true' || trustProxy === 'false') TRUST_PROXY = trustProxy === 'true';
    else if (/^\d{1,2}$/.test(trustProxy)) TRUST_PROXY = Number(trustProxy);
    else {
      const entries = trustProxy
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const wrong = entries.filter((e) => !TRUST_PROXY_NAMES.has(e) && !isAddressOrCidr(e));
      if (entries.length === 0 || wrong.length > 0) {
        bad(
          'TRUST_PROXY',
          trustProxy,
          `must be true, false, a hop count, or a comma list of loopback, linklocal, uniquelocal, addresses or CIDR ranges${wrong.length ? ` (not understood: ${wrong.join(', ')})` : ''}`,
        );
      } else TRUST_PROXY = entries;
    }
  }

  let COUNTRY_HEADER = get('COUNTRY_HEADER');
  if (COUNTRY_HEADER !== undefined) {
    if (/^[A-Za-z0-9-]{1,64}$/.test(COUNTRY_HEADER)) COUNTRY_HEADER = COUNTRY_HEADER.toLowerCase();
    else bad('COUNTRY_HEADER', COUNTRY_HEADER, 'must be an HTTP header name (letters, digits, dashes)');
  }

  const DIST_DIR = resolve(cwd, get('DIST_DIR') ?? './dist');

  const urlWith = (name: string, protocols: string[]): string | undefined => {
    const value = get(name);
    if (value === undefined) return undefined;
    let ok: boolean;
    try {
      const url = new URL(value);
      ok = protocols.includes(url.protocol) && url.hostname !== '';
    } catch {
      ok = false;
    }
    if (!ok) bad(name, value, `must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL with a host`);
    return value;
  };
  const SMS_PROVIDER_URL = urlWith('SMS_PROVIDER_URL', ['https:', 'http:']);
  const SMTP_URL = urlWith('SMTP_URL', ['smtp:', 'smtps:']);

  const operatorHosts = get('OPERATOR_HOSTS');
  const OPERATOR_HOSTS = (operatorHosts ?? (nodeEnv === 'production' ? '' : 'ops.localhost'))
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const badHost = OPERATOR_HOSTS.find((h) => !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(h));
  if (badHost !== undefined) bad('OPERATOR_HOSTS', operatorHosts ?? '', `must be a comma list of hostnames (not understood: ${badHost})`);

  let STAFF_SECRET_KEY: Buffer = DEMO_STAFF_SECRET_KEY;
  const staffKey = get('STAFF_SECRET_KEY');
  if (staffKey !== undefined) {
    const key = parseKey(staffKey);
    if (!key) bad('STAFF_SECRET_KEY', '(hidden)', 'must be 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)');
    else if (key.equals(DEMO_STAFF_SECRET_KEY) && nodeEnv === 'production') bad('STAFF_SECRET_KEY', '(hidden)', 'is the demo key: production needs its own');
    else STAFF_SECRET_KEY = key;
  } else if (nodeEnv === 'production')
    bad('STAFF_SECRET_KEY', '', 'must be set in production: it seals the staff TOTP secrets (e.g. `openssl rand -base64 32`)');

  let TEST_CLOCK = false;
  const testClock = get('TEST_CLOCK');
  if (testClock !== undefined) {
    if (testClock !== '1' && testClock !== '0') bad('TEST_CLOCK', testClock, 'must be 1 or 0');
    else if (testClock === '1' && nodeEnv === 'production') bad('TEST_CLOCK', testClock, 'is for end-to-end tests; production runs on the real clock');
    else TEST_CLOCK = testClock === '1';
  }

  if (problems.length > 0) throw new EnvError(problems);
  return {
    PORT,
    HOST,
    OPERATOR_HOSTS,
    STAFF_SECRET_KEY,
    DATABASE_URL,
    DATA_DIR,
    REDIS_URL,
    TENANTS_DIR,
    LOG_LEVEL: logLevel as Env['LOG_LEVEL'],
    NODE_ENV: nodeEnv as Env['NODE_ENV'],
    TRUST_PROXY,
    COUNTRY_HEADER,
    DIST_DIR,
    SMS_PROVIDER_URL,
    SMTP_URL,
    TEST_CLOCK,
  };
}
