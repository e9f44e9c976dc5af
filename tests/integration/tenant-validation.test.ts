// Tenant validation as operators see it: `npm run validate-tenants` and its error format.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateTenants } from '../../scripts/validate-tenants.ts';
import { httpsChatLink } from '../../server/tenancy/customer-service-link.ts';
import { createTenantValidator } from '../../server/tenancy/tenant-validator.ts';
import { toConfigMapLayout } from './helpers/configmap.ts';
import { FIXTURE_TENANTS, readFixtureTenant } from './helpers/test-app.ts';

const run = promisify(execFile);

/** The tenant without its sandbox-gateway deposit method (which production refuses). */
function withoutSandbox(tenant: any): any {
  tenant.cashier.depositMethods = tenant.cashier.depositMethods.filter((m: { kind: string }) => m.kind !== 'sandboxGateway');
  return tenant;
}
const ROOT = new URL('../../', import.meta.url).pathname;

async function script(args: string[], tenantsDir: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/validate-tenants.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, TENANTS_DIR: tenantsDir, ...env },
    });
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
      '/hostnames/2: hostnames are written in lower case (found "AURORA.EXAMPLE.COM")',
      '/brand/name: is required',
      '/themes/dark/headerBg: must be a hex colour: #rgb, #rrggbb or #rrggbbaa (found "red")',
      '/banners/0/link: is required',
      '/id: must equal the file name "aurora" (found "other")',
      '/languages/default: "TH" is not in /languages/supported (TY, EN)',
      '/games/categories/0/vendors/3: vendor "EVO" has game type LIVE and cannot be listed under category RNG',
      '/games/categories/0/vendors/4: unknown vendor code "NOPE" (not in the vendor registry)',
      '/whitelabel/0/childrenNodes/1/childrenNodes/8/modId: duplicate module "GAMES" (first at /whitelabel/0/childrenNodes/0)',
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

  it('when two files clash on one hostname only, then both keep their config (for their other hostnames) and list it as contested', () => {
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push('aurora.example.com');
    const sources = [
      { file: 'aurora.json', id: 'aurora', text: JSON.stringify(readFixtureTenant('aurora')) },
      { file: 'borealis.json', id: 'borealis', text: JSON.stringify(borealis) },
    ];
    const checks = createTenantValidator().checkAll(sources);
    expect(checks.map((c) => [c.source.id, Boolean(c.config), c.contested, c.errors.length])).toEqual([
      ['aurora', true, ['aurora.example.com'], 1],
      ['borealis', true, ['aurora.example.com'], 1],
    ]);
  });

  it('when a file that claims a hostname is invalid for other reasons, then it does not take part in the clash', () => {
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push('aurora.example.com');
    borealis.themes.light.primary = 'not-a-colour';
    writeFileSync(join(dir, 'borealis.json'), JSON.stringify(borealis));
    const { errors, lines } = validateTenants([], dir);
    expect(lines).toEqual([expect.stringMatching(/^OK .*aurora\.json$/)]);
    expect(errors).toEqual([expect.stringMatching(/borealis\.json: \/themes\/light\/primary: must be a hex colour/)]);
  });

  it("when a file lists another tenant's <id>.localhost, then it is reported in development and accepted in production", () => {
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push('aurora.localhost');
    writeFileSync(join(dir, 'borealis.json'), JSON.stringify(borealis));
    expect(validateTenants([], dir).errors).toEqual([
      expect.stringMatching(/borealis\.json: \/hostnames\/2: hostname "aurora\.localhost" is the development alias of tenant aurora \(.*aurora\.json\)$/),
    ]);
    const aurora = withoutSandbox(readFixtureTenant('aurora'));
    aurora.settings.demoMode = false;
    writeFileSync(join(dir, 'aurora.json'), JSON.stringify(aurora));
    writeFileSync(join(dir, 'borealis.json'), JSON.stringify(withoutSandbox(borealis)));
    expect(validateTenants([], dir, { production: true }).errors).toEqual([]);
  });

  it('when NODE_ENV is production, then demo secrets and demoMode are errors', async () => {
    const borealis = readFixtureTenant('borealis');
    borealis.secrets.paymentWebhookSecret = 'demo-webhook-0123456789';
    writeFileSync(join(dir, 'borealis.json'), JSON.stringify(borealis));
    expect(validateTenants([], dir).errors).toEqual([]);
    expect(validateTenants([], dir, { production: true }).errors).toEqual([
      expect.stringMatching(/aurora\.json: \/settings\/demoMode: must not be true in production$/),
      expect.stringMatching(/aurora\.json: \/cashier\/depositMethods\/1\/kind: the sandbox gateway creates money; production refuses it$/),
      expect.stringMatching(/borealis\.json: \/secrets\/paymentWebhookSecret: is a demo value \(starts with "demo-"\); production refuses demo secrets$/),
      expect.stringMatching(/borealis\.json: \/cashier\/depositMethods\/1\/kind: the sandbox gateway creates money; production refuses it$/),
    ]);
    const result = await script([], dir, { NODE_ENV: 'production' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('/secrets/paymentWebhookSecret: is a demo value');
    expect(result.stderr).not.toContain('demo-webhook-0123456789');
  });

  it('when tenant files are symlinks (a mounted ConfigMap), then they are validated; dangling links and folders are skipped', async () => {
    toConfigMapLayout(dir);
    symlinkSync('..data/gone.json', join(dir, 'gone.json'));
    mkdirSync(join(dir, 'folder.json'));
    const { lines, errors } = validateTenants([], dir);
    expect(errors).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/^OK .*aurora\.json$/), expect.stringMatching(/^OK .*borealis\.json$/)]);
    expect((await script([], dir)).code).toBe(0);
  });

  it('when given files, then only those are reported, checked against the rest of the folder', async () => {
    const newcomer = readFixtureTenant('borealis');
    newcomer.id = 'newcomer';
    newcomer.hostnames = ['aurora.example.com'];
    const path = join(dir, '..', `newcomer-${Date.now()}`);
    cpSync(dir, path, { recursive: true });
    const file = join(path, 'newcomer.json');
    writeFileSync(file, JSON.stringify(newcomer));
    cpSync(join(path, 'borealis'), join(path, 'newcomer'), { recursive: true });
    rmSync(join(path, 'borealis.json'));
    try {
      const single = validateTenants([file], path);
      expect(single.lines).toEqual([]);
      expect(single.errors).toEqual([
        expect.stringMatching(/newcomer\.json: \/hostnames\/0: hostname "aurora\.example\.com" is also claimed by .*aurora\.json$/),
      ]);
      const result = await script([file], path);
      expect(result.code).toBe(1);
    } finally {
      rmSync(path, { recursive: true, force: true });
    }
  });

  it('when a customer-service link is written plain, then validate-tenants says to run cs-link, and after `npm run cs-link` the file is valid and opens to that link', async () => {
    const borealis = readFixtureTenant('borealis');
    borealis.customerService[0].path = 'https://chat.borealis.example.net/room-7';
    const file = join(dir, 'borealis.json');
    writeFileSync(file, JSON.stringify(borealis, null, 2));
    expect(validateTenants([], dir).errors).toEqual([
      expect.stringMatching(
        /borealis\.json: \/customerService\/0\/path: is a plain link; customer-service links are stored encrypted \(spec §7\): run `npm run cs-link -- .*borealis\.json`/,
      ),
    ]);
    const sealed = await run(process.execPath, ['--import', 'tsx', 'scripts/cs-link.ts', file], { cwd: ROOT });
    expect(sealed.stdout).toMatch(/borealis\.json: 1 link sealed/);
    expect(validateTenants([], dir).errors).toEqual([]);
    const path = JSON.parse(readFileSync(file, 'utf8')).customerService[0].path as string;
    expect(httpsChatLink(path)).toBe('https://chat.borealis.example.net/room-7');
    // Sealing twice changes nothing; one link given on the command line prints its sealed path.
    expect((await run(process.execPath, ['--import', 'tsx', 'scripts/cs-link.ts', file], { cwd: ROOT })).stdout).toMatch(/every link already sealed/);
    const printed = (await run(process.execPath, ['--import', 'tsx', 'scripts/cs-link.ts', 'https://chat.example.com/x'], { cwd: ROOT })).stdout.trim();
    expect(httpsChatLink(printed)).toBe('https://chat.example.com/x');
  });

  it('when a file is not JSON, then the error names the line and column', () => {
    writeFileSync(join(dir, 'borealis.json'), '{\n  "id": "borealis",\n  oops\n}\n');
    const { errors } = validateTenants([join(dir, 'borealis.json')], dir);
    expect(errors).toEqual([expect.stringMatching(/borealis\.json: \/: is not valid JSON: .* at line 3, column 3$/)]);
  });
});
