// Hot reload of tenant files while the server runs.
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginBearer } from './helpers/accounts-client.ts';
import { updateConfigMap } from './helpers/configmap.ts';
import { AURORA, bootOf, BOREALIS, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe('tenant hot reload', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('when a tenant file is edited, then the change is served without a restart', async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.brand.name = 'Aurora Reloaded';
    aurora.themes.light.primary = '#123456';
    t.writeTenant('aurora', aurora);
    await eventually(async () => {
      const res = await t.get('/', { host: AURORA });
      expect(titleOf(res.text)).toBe('Aurora Reloaded');
      expect(res.text).toContain('--c-primary:#123456');
      expect(bootOf(res.text).tenant.brand.name).toBe('Aurora Reloaded');
    });
  });

  it('when an edit is invalid, then the last good config keeps serving, the reason is logged once, and other brands keep serving', async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.brand.name = 'Broken Edit';
    aurora.languages.default = 'CN';
    delete aurora.currency;
    t.writeTenant('aurora', aurora);
    await eventually(() => {
      expect(t.logs.some((l) => l.tenant === 'aurora' && l.errors)).toBe(true);
    });
    const report = t.logs.filter((l) => l.tenant === 'aurora' && l.errors);
    expect(report).toHaveLength(1);
    expect(report[0].msg).toContain('the last good config keeps serving');
    expect(report[0].errors).toEqual([
      expect.stringMatching(/aurora\.json: \/currency: is required$/),
      expect.stringMatching(/aurora\.json: \/languages\/default: "CN" is not in \/languages\/supported \(TY, EN\)$/),
    ]);

    const page = await t.get('/', { host: AURORA });
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe('Aurora Play');
    expect((await t.get('/', { host: BOREALIS })).status).toBe(200);

    // Another file changes: the unchanged problem is not logged again.
    const borealis = readFixtureTenant('borealis');
    borealis.brand.name = 'Borealis Two';
    t.writeTenant('borealis', borealis);
    await eventually(async () => expect(titleOf((await t.get('/', { host: BOREALIS })).text)).toBe('Borealis Two'));
    expect(t.logs.filter((l) => l.tenant === 'aurora' && l.errors)).toHaveLength(1);
    expect(titleOf((await t.get('/', { host: AURORA })).text)).toBe('Aurora Play');
  });

  it('when a broken file is fixed again, then the fix is applied', async () => {
    t.writeTenant('aurora', '{ "id": "aurora", ');
    await eventually(() => expect(t.logs.some((l) => l.tenant === 'aurora' && /not valid JSON/.test(String(l.errors)))).toBe(true));
    const fixed = readFixtureTenant('aurora');
    fixed.brand.name = 'Aurora Fixed';
    t.writeTenant('aurora', fixed);
    await eventually(async () => expect(titleOf((await t.get('/', { host: AURORA })).text)).toBe('Aurora Fixed'));
  });

  it('when a tenant file is added, then its brand starts serving', async () => {
    expect((await t.get('/', { host: 'cosmo.example.org' })).status).toBe(404);
    const cosmo = readFixtureTenant('borealis');
    cosmo.id = 'cosmo';
    cosmo.hostnames = ['cosmo.example.org'];
    cosmo.brand.name = 'Cosmo Bet';
    t.writeTenant('cosmo', cosmo);
    await eventually(async () => {
      const res = await t.get('/', { host: 'cosmo.example.org' });
      expect(res.status).toBe(200);
      expect(titleOf(res.text)).toBe('Cosmo Bet');
    });
    expect((await t.get('/wps/system/status', { host: 'cosmo.localhost' })).json().success).toBe(true);
  });

  it('when a demo brand (its art folder, then its file) is dropped into the running server, then it is served without a restart, demo accounts included', async () => {
    const host = 'nova.example.org';
    expect((await t.get('/', { host })).status).toBe(404);
    const nova = readFixtureTenant('aurora');
    nova.id = 'nova';
    nova.hostnames = [host];
    nova.brand.name = 'Nova Play';
    expect(nova.settings.demoMode).toBe(true);
    // As an operator would: the art folder first, then the one file (no test helper in between).
    cpSync(join(t.tenantsDir, 'aurora'), join(t.tenantsDir, 'nova'), { recursive: true });
    writeFileSync(join(t.tenantsDir, 'nova.json'), JSON.stringify(nova, null, 2));
    await eventually(async () => expect(titleOf((await t.get('/', { host })).text)).toBe('Nova Play'));
    await eventually(async () => {
      const login = await loginBearer(t, host, 'demo_player', 'demo1234');
      expect(login.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    });
    expect(t.portal.registry.validationStates().find((s) => s.id === 'nova')).toMatchObject({ state: 'ok', serving: true, errors: [] });
    // The demo accounts are the new brand's own: another edit of the file creates nothing twice.
    nova.brand.name = 'Nova Play 2';
    writeFileSync(join(t.tenantsDir, 'nova.json'), JSON.stringify(nova, null, 2));
    await eventually(async () => expect(titleOf((await t.get('/', { host })).text)).toBe('Nova Play 2'));
    await eventually(() => expect(t.logs.filter((l) => l.tenant === 'nova' && l.msg === 'demo account created')).toHaveLength(3));
  });

  it('when a tenant file is deleted, then that brand stops serving and the others continue', async () => {
    rmSync(join(t.tenantsDir, 'borealis.json'));
    await eventually(async () => expect((await t.get('/', { host: BOREALIS })).status).toBe(404));
    expect((await t.get('/wps/system/status', { host: BOREALIS })).json().code).toBe('unknownHost');
    expect((await t.get('/', { host: AURORA })).status).toBe(200);
  });

  it('when an edit takes a hostname another tenant serves, then neither serves it, both keep their other hosts, and undoing the edit restores it', async () => {
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push(AURORA);
    borealis.brand.name = 'Borealis Grab';
    t.writeTenant('borealis', borealis);
    await eventually(async () => expect(titleOf((await t.get('/', { host: BOREALIS })).text)).toBe('Borealis Grab'));
    expect((await t.get('/', { host: AURORA })).status).toBe(404);
    expect(bootOf((await t.get('/', { host: 'm.aurora.example.com' })).text).tenant.id).toBe('aurora');
    expect(bootOf((await t.get('/', { host: 'aurora.localhost' })).text).tenant.id).toBe('aurora');
    const reported = t.logs.flatMap((l) => l.errors ?? []);
    expect(reported).toContainEqual(
      expect.stringMatching(/aurora\.json: \/hostnames\/0: hostname "aurora\.example\.com" is also claimed by .*borealis\.json$/),
    );
    expect(reported).toContainEqual(
      expect.stringMatching(/borealis\.json: \/hostnames\/2: hostname "aurora\.example\.com" is also claimed by .*aurora\.json$/),
    );

    t.writeTenant('borealis', readFixtureTenant('borealis'));
    await eventually(async () => expect(bootOf((await t.get('/', { host: AURORA })).text).tenant.id).toBe('aurora'));
    expect(titleOf((await t.get('/', { host: BOREALIS })).text)).toBe('Borealis Casino');
  });

  it('when the tenant folder cannot be read, then the last good tenants keep serving and the reason is logged once', async () => {
    const away = `${t.tenantsDir}.away`;
    renameSync(t.tenantsDir, away);
    try {
      await t.portal.registry.reload();
      await t.portal.registry.reload();
      expect((await t.get('/', { host: AURORA })).status).toBe(200);
      expect((await t.get('/', { host: BOREALIS })).status).toBe(200);
      expect(t.logs.filter((l) => /cannot read the tenant folder/.test(l.msg))).toHaveLength(1);
      expect(t.logs.find((l) => /cannot read the tenant folder/.test(l.msg))?.msg).toMatch(/ENOENT.*last good tenants keep serving/);
    } finally {
      renameSync(away, t.tenantsDir);
    }
    await t.portal.registry.reload();
    expect(t.logs.some((l) => /can be read again/.test(l.msg))).toBe(true);
    expect((await t.get('/', { host: AURORA })).status).toBe(200);
  });
});

describe('tenant files mounted from a Kubernetes ConfigMap (symlinks)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ tenantLayout: 'configmap' });
  });
  afterEach(() => t.close());

  it('when tenant files are symlinks, then they are served', async () => {
    expect(bootOf((await t.get('/', { host: AURORA })).text).tenant.id).toBe('aurora');
    expect(bootOf((await t.get('/', { host: BOREALIS })).text).tenant.id).toBe('borealis');
  });

  it('when the ConfigMap is updated (..data swapped), then the change is served', async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.brand.name = 'Aurora Swapped';
    const cosmo = readFixtureTenant('borealis');
    cosmo.id = 'cosmo';
    cosmo.hostnames = ['cosmo.example.org'];
    // The brand's art beside the ConfigMap (a volume of its own in a real deployment).
    cpSync(join(t.tenantsDir, 'borealis'), join(t.tenantsDir, 'cosmo'), { recursive: true });
    updateConfigMap(t.tenantsDir, { aurora, cosmo });
    await eventually(async () => {
      expect(titleOf((await t.get('/', { host: AURORA })).text)).toBe('Aurora Swapped');
      expect((await t.get('/', { host: 'cosmo.example.org' })).status).toBe(200);
    });
    expect(titleOf((await t.get('/', { host: BOREALIS })).text)).toBe('Borealis Casino');
  });
});
