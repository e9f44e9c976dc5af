// Tenant validation as operators see it: `npm run validate-tenants` and its error format.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateTenants } from '../../scripts/validate-tenants.ts';
import { FIXTURE_TENANTS, readFixtureTenant } from './helpers/test-app.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

async function script(args: string[], tenantsDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/validate-tenants.ts', ...args], { cwd: ROOT, env: { ...process.env, TENANTS_DIR: tenantsDir } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('validate-tenants', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'validate-'));
    cpSync(FIXTURE_TENANTS, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when every file is valid, then it prints one OK line per file and exits 0', async () => {
    const result = await script([], dir);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^OK .*aurora\.json$/), expect.stringMatching(/^OK .*borealis\.json$/)]);
    expect(result.stderr.replace(/npm warn.*\n?/g, '')).toBe('');
  });

  it('when a file has many problems, then all of them are reported at once with JSON pointers', async () => {
    const bad = readFixtureTenant('aurora');
    bad.id = 'other';
    bad.extra = true;
    delete bad.brand.name;
    bad.themes.dark.headerBg = 'red';
    bad.languages.default = 'TH';
    bad.games.categories[0].vendors.push('EVO', 'NOPE');
    bad.whitelabel[0].childrenNodes[1].childrenNodes.push({ modId: 'GAMES', enabled: true });
    bad.languageRules.TY.vendorIconAliases[0].match = '(unclosed';
    bad.register.fields.username.acceptedPattern = '[z-a]';
    bad.systemStatus.regionRestriction.blockedIpRanges = ['10.0.0.0/33'];
    bad.hostnames.push(bad.hostnames[0].toUpperCase());
    bad.banners[0].linkageType = 'EXTERNAL';
    delete bad.banners[0].link;
    writeFileSync(join(dir, 'aurora.json'), JSON.stringify(bad, null, 2));

    const { errors, lines } = validateTenants([], dir);
    const file = errors[0].split(': ')[0];
    expect(file).toMatch(/aurora\.json$/);
    expect(lines).toEqual([expect.stringMatching(/^OK .*borealis\.json$/)]);
    expect(errors.map((e) => e.slice(file.length + 2))).toEqual([
      '/extra: is not an allowed property',
      '/hostnames/2: must match the pattern ^(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$',
      '/brand/name: is required',
      '/themes/dark/headerBg: must match the pattern ^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
      '/banners/0/link: is required',
      '/id: must equal the file name "aurora" (found "other")',
      '/languages/default: "TH" is not in /languages/supported (TY, EN)',
      '/games/categories/0/vendors/3: vendor "EVO" has game type LIVE and cannot be listed under category RNG',
      '/games/categories/0/vendors/4: unknown vendor code "NOPE" (not in the vendor registry)',
      '/whitelabel/0/childrenNodes/1/childrenNodes/4/modId: duplicate module "GAMES" (first at /whitelabel/0/childrenNodes/0)',
      '/languageRules/TY/vendorIconAliases/0/match: is not a valid regular expression: Invalid regular expression: /(unclosed/: Unterminated group',
      '/register/fields/username/acceptedPattern: is not a valid regular expression: Invalid regular expression: /[z-a]/: Range out of order in character class',
      '/systemStatus/regionRestriction/blockedIpRanges/0: "10.0.0.0/33" is not an IPv4/IPv6 address or CIDR range',
    ]);

    const result = await script([], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}: /id: must equal the file name "aurora" (found "other")`);
    expect(result.stdout).toMatch(/OK .*borealis\.json/);
  });

  it('when two files claim one hostname, then both files are reported', async () => {
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push('aurora.example.com');
    writeFileSync(join(dir, 'borealis.json'), JSON.stringify(borealis));
    const { errors } = validateTenants([], dir);
    expect(errors).toEqual([
      expect.stringMatching(/aurora\.json: \/hostnames\/0: hostname "aurora\.example\.com" is also claimed by .*borealis\.json$/),
      expect.stringMatching(/borealis\.json: \/hostnames\/2: hostname "aurora\.example\.com" is also claimed by .*aurora\.json$/),
    ]);
  });

  it('when given files, then only those are reported, checked against the rest of the folder', async () => {
    const newcomer = readFixtureTenant('borealis');
    newcomer.id = 'newcomer';
    newcomer.hostnames = ['aurora.example.com'];
    const path = join(dir, '..', `newcomer-${Date.now()}`);
    cpSync(dir, path, { recursive: true });
    const file = join(path, 'newcomer.json');
    writeFileSync(file, JSON.stringify(newcomer));
    rmSync(join(path, 'borealis.json'));
    try {
      const single = validateTenants([file], path);
      expect(single.lines).toEqual([]);
      expect(single.errors).toEqual([expect.stringMatching(/newcomer\.json: \/hostnames\/0: hostname "aurora\.example\.com" is also claimed by .*aurora\.json$/)]);
      const result = await script([file], path);
      expect(result.code).toBe(1);
    } finally {
      rmSync(path, { recursive: true, force: true });
    }
  });

  it('when a file is not JSON, then the error names the line and column', () => {
    writeFileSync(join(dir, 'borealis.json'), '{\n  "id": "borealis",\n  oops\n}\n');
    const { errors } = validateTenants([join(dir, 'borealis.json')], dir);
    expect(errors).toEqual([expect.stringMatching(/borealis\.json: \/: is not valid JSON: .* at line 3, column 3$/)]);
  });
});
