import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_STAFF_SECRET_KEY, EnvError, loadEnv } from './env.ts';

const tenantsDir = mkdtempSync(join(tmpdir(), 'env-test-'));
const PROD_KEY = 'ab'.repeat(32);

describe('loadEnv', () => {
  it('when only TENANTS_DIR is set, then every other variable takes its default', () => {
    const env = loadEnv({ TENANTS_DIR: tenantsDir }, '/srv/portal');
    expect(env).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_URL: undefined,
      DATA_DIR: '/srv/portal/data',
      REDIS_URL: undefined,
      TENANTS_DIR: tenantsDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      TRUST_PROXY: ['loopback'],
      COUNTRY_HEADER: undefined,
      DIST_DIR: '/srv/portal/dist',
      OPERATOR_HOSTS: ['ops.localhost'],
      STAFF_SECRET_KEY: DEMO_STAFF_SECRET_KEY,
      TEST_CLOCK: false,
    });
  });

  it('when TEST_CLOCK is 1, then the test clock is on outside production; production and other values are refused', () => {
    expect(loadEnv({ TENANTS_DIR: tenantsDir, TEST_CLOCK: '1' }).TEST_CLOCK).toBe(true);
    expect(loadEnv({ TENANTS_DIR: tenantsDir, TEST_CLOCK: '0' }).TEST_CLOCK).toBe(false);
    expect(() => loadEnv({ TENANTS_DIR: tenantsDir, TEST_CLOCK: 'yes' })).toThrow(/TEST_CLOCK/);
    expect(() => loadEnv({ TENANTS_DIR: tenantsDir, NODE_ENV: 'production', TRUST_PROXY: '1', STAFF_SECRET_KEY: PROD_KEY, TEST_CLOCK: '1' })).toThrow(
      /TEST_CLOCK.*production/,
    );
  });

  it('when OPERATOR_HOSTS is given, then it is a lower-case list; production has none by default; a bad name is refused', () => {
    expect(loadEnv({ TENANTS_DIR: tenantsDir, OPERATOR_HOSTS: 'Ops.Example.com, back.example.com' }).OPERATOR_HOSTS).toEqual([
      'ops.example.com',
      'back.example.com',
    ]);
    expect(() => loadEnv({ TENANTS_DIR: tenantsDir, OPERATOR_HOSTS: 'bad host!' })).toThrow(/OPERATOR_HOSTS/);
    expect(loadEnv({ TENANTS_DIR: tenantsDir, NODE_ENV: 'production', TRUST_PROXY: '1', STAFF_SECRET_KEY: PROD_KEY }).OPERATOR_HOSTS).toEqual([]);
    expect(() => loadEnv({ TENANTS_DIR: tenantsDir, NODE_ENV: 'production' })).toThrow(/TRUST_PROXY/);
  });

  it('when HOST is not set, then the portal listens on loopback only; an explicit address is kept and a bad one refused', () => {
    expect(loadEnv({ TENANTS_DIR: tenantsDir, NODE_ENV: 'production', TRUST_PROXY: '1', STAFF_SECRET_KEY: PROD_KEY }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ TENANTS_DIR: tenantsDir, NODE_ENV: 'production', TRUST_PROXY: '1', STAFF_SECRET_KEY: PROD_KEY, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ TENANTS_DIR: tenantsDir, HOST: '::1' }).HOST).toBe('::1');
    expect(() => loadEnv({ TENANTS_DIR: tenantsDir, HOST: 'example.com' })).toThrow(/HOST/);
    expect(() => loadEnv({ TENANTS_DIR: tenantsDir, HOST: '10.0.0.0/8' })).toThrow(/HOST/);
  });

  it('when STAFF_SECRET_KEY is missing, malformed or the demo key in production, then it is refused; outside production the demo key applies', () => {
    const prod = { TENANTS_DIR: tenantsDir, NODE_ENV: 'production', TRUST_PROXY: '1' };
    expect(() => loadEnv(prod)).toThrow(/STAFF_SECRET_KEY=.*must be set in production/);
    expect(() => loadEnv({ ...prod, STAFF_SECRET_KEY: 'short' })).toThrow(/STAFF_SECRET_KEY.*32 bytes/);
    expect(() => loadEnv({ ...prod, STAFF_SECRET_KEY: DEMO_STAFF_SECRET_KEY.toString('hex') })).toThrow(/demo key/);
    // The key never appears in the message.
    expect(() => loadEnv({ ...prod, STAFF_SECRET_KEY: 'zz'.repeat(32) })).not.toThrow(/zzzz/);
    expect(loadEnv({ ...prod, STAFF_SECRET_KEY: PROD_KEY }).STAFF_SECRET_KEY.toString('hex')).toBe(PROD_KEY);
    expect(loadEnv({ ...prod, STAFF_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }).STAFF_SECRET_KEY).toEqual(Buffer.alloc(32, 7));
    expect(loadEnv({ TENANTS_DIR: tenantsDir }).STAFF_SECRET_KEY).toEqual(DEMO_STAFF_SECRET_KEY);
  });

  it('when values are valid, then they are parsed into their types', () => {
    const env = loadEnv({
      TENANTS_DIR: tenantsDir,
      PORT: '0',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      DATA_DIR: 'memory://',
      REDIS_URL: 'redis://cache:6379/0',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8',
      COUNTRY_HEADER: 'CF-IPCountry',
      STAFF_SECRET_KEY: PROD_KEY,
    });
    expect(env.PORT).toBe(0);
    expect(env.DATA_DIR).toBe('memory://');
    expect(env.TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    expect(env.COUNTRY_HEADER).toBe('cf-ipcountry');
    expect(loadEnv({ TENANTS_DIR: tenantsDir, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TENANTS_DIR: tenantsDir, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('when several variables are bad, then one error names every one of them', () => {
    let error: unknown;
    try {
      loadEnv({
        TENANTS_DIR: join(tenantsDir, 'missing'),
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'not a url',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
        TRUST_PROXY: 'loopback,nowhere',
        COUNTRY_HEADER: 'bad header',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const names = (error as EnvError).problems.map((p) => p.split('=')[0]);
    expect(names).toEqual(['PORT', 'DATABASE_URL', 'REDIS_URL', 'TENANTS_DIR', 'LOG_LEVEL', 'NODE_ENV', 'TRUST_PROXY', 'COUNTRY_HEADER']);
    expect((error as EnvError).message).toContain('nowhere');
  });
});
