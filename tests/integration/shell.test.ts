// The brand page (HTML per host), static files, brand assets and the SPA fallback.
import { mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_TOKENS, cssVariable } from '../../server/features/shell/shell-page.ts';
import { withPromotionModules } from '../../server/tenancy/promotion-modules.ts';
import { AURORA, bootOf, BOREALIS, eventually, FIXTURE_DIST, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

const cspNonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1];
// What index.html inlines: the file less secrets (incl. systemStatus.regionRestriction and
// settings.weakDefaultPassword) and less what the first paint does not need (x-inline: false:
// hostnames, register, domainRoute, agentCentre, cashier). The referral entry (REFERRAL) is on only while the
// brand runs a referral promotion (spec §2).
const inlineView = (id: string) => {
  const {
    secrets: _secrets,
    $schema: _schema,
    hostnames: _h,
    register: _r,
    domainRoute: _d,
    agentCentre: _a,
    cashier: _c,
    systemStatus,
    settings,
    whitelabel,
    ...rest
  } = readFixtureTenant(id);
  const { regionRestriction: _rr, ...publicStatus } = systemStatus;
  const { weakDefaultPassword: _weak, ...publicSettings } = settings;
  return { ...rest, whitelabel: withPromotionModules(whitelabel, rest.promotions), settings: publicSettings, systemStatus: publicStatus };
};

describe('brand page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('when a brand page is served, then <html> carries the default language and theme', async () => {
    expect((await t.get('/', { host: AURORA })).text).toMatch(/<html lang="vi" data-theme="light" data-lang="TY">/);
    expect((await t.get('/', { host: BOREALIS })).text).toMatch(/<html lang="en" data-theme="dark" data-lang="EN">/);
  });

  it('when a brand page is served, then title, favicon and theme colour come from the tenant', async () => {
    const aurora = (await t.get('/', { host: AURORA })).text;
    expect(aurora).toContain('<title>Aurora Play</title>');
    expect(aurora).toContain('<link rel="icon" href="/brand-assets/favicon.svg">');
    expect(aurora).toContain('<meta name="theme-color" content="#1d4ed8">');
    const borealis = (await t.get('/', { host: BOREALIS })).text;
    expect(borealis).toContain('<meta name="theme-color" content="#052e16">'); // default theme is dark
  });

  it('when a brand page is served, then both themes are CSS custom properties, one per token, plus radius and font', async () => {
    const html = (await t.get('/', { host: BOREALIS })).text;
    const tenant = readFixtureTenant('borealis');
    expect(THEME_TOKENS).toHaveLength(19);
    for (const theme of ['light', 'dark'] as const) {
      const block = new RegExp(`:root\\[data-theme="${theme}"\\]\\{([^}]*)\\}`).exec(html)![1];
      const declared = Object.fromEntries(block.split(';').map((d) => d.split(':') as [string, string]));
      expect(declared).toEqual(Object.fromEntries(THEME_TOKENS.map((token) => [cssVariable(token), tenant.themes[theme][token]])));
    }
    expect(cssVariable('onPrimary')).toBe('--c-on-primary');
    expect(cssVariable('surfaceAlt')).toBe('--c-surface-alt');
    expect(cssVariable('headerBg')).toBe('--c-header-bg');
    expect(html).toMatch(/:root\{--radius:4px;--font:system-ui, [^}]+\}/);
    expect((await t.get('/', { host: AURORA })).text).toContain(':root{--radius:8px;--font:Inter, system-ui, sans-serif}');
  });

  it('when a brand page is served, then the boot payload holds the inlined tenant view, the system status of this visitor and the server time', async () => {
    const before = Date.now();
    const res = await t.get('/', { host: AURORA, headers: { 'x-forwarded-for': '198.51.100.23' } });
    const boot = bootOf(res.text);
    expect(boot.tenant).toEqual(inlineView('aurora'));
    expect(JSON.stringify(boot.tenant)).not.toContain('regionRestriction');
    expect(boot.system).toEqual({ status: 0, ip: '198.51.100.23' });
    expect(boot.serverTime).toBeGreaterThanOrEqual(before);
    expect(boot.serverTime).toBeLessThanOrEqual(Date.now());
    // "<" inside JSON is escaped, so tenant text can never close the script element.
    expect(res.text).toContain('Hello \\u003cb>players\\u003c/b>');
    expect(res.text).not.toContain('Hello <b>players');
  });

  it('when a brand page is served, then every script, the inline style and the module preload carry the CSP nonce of this response', async () => {
    const res = await t.get('/', { host: AURORA });
    const nonce = cspNonce(res.headers['content-security-policy'] as string);
    const scripts = res.text.match(/<script\b[^>]*>/g)!;
    expect(scripts.length).toBe(3); // pre-paint, boot, and the app module from the template
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.text).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(res.text).toMatch(new RegExp(`<style nonce="${nonce.replace(/[+/=]/g, '\\$&')}">`));
    expect(res.text).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
  });

  it('when the pre-paint script runs, then it applies a stored valid theme and the first supported stored language (lang, then hisLang), else the tenant defaults', async () => {
    const html = (await t.get('/', { host: BOREALIS })).text; // supported EN, TY, CN; default EN, dark
    const source = /<script nonce="[^"]+">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1];
    const run = (stored: Record<string, string>, throws = false) => {
      const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string>, lang: 'en' };
      const localStorage = {
        getItem: (key: string) => {
          if (throws) throw new Error('storage disabled');
          return stored[key] ?? null;
        },
      };
      runInNewContext(source, { document: { documentElement: root }, localStorage });
      expect(root.style.colorScheme).toBe(root.dataset.theme);
      return { theme: root.dataset.theme, lang: root.dataset.lang, htmlLang: root.lang };
    };
    expect(run({ theme: 'light', lang: 'CN' })).toEqual({ theme: 'light', lang: 'CN', htmlLang: 'zh-CN' });
    expect(run({ theme: 'dark', lang: 'TY' })).toEqual({ theme: 'dark', lang: 'TY', htmlLang: 'vi' });
    expect(run({ lang: ' ty ' })).toEqual({ theme: 'dark', lang: 'TY', htmlLang: 'vi' });
    expect(run({ lang: 'TH', hisLang: 'CN' })).toEqual({ theme: 'dark', lang: 'CN', htmlLang: 'zh-CN' });
    expect(run({ theme: 'sepia', lang: 'TH' })).toEqual({ theme: 'dark', lang: 'EN', htmlLang: 'en' });
    expect(run({}, true)).toEqual({ theme: 'dark', lang: 'EN', htmlLang: 'en' });
  });

  it('when any other route of the app is requested as HTML, then the brand page answers 200 (the client router decides)', async () => {
    for (const path of ['/index.html', '/home', '/rng?vassalage=PG', '/help', '/no/such/page']) {
      const res = await t.get(path, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<title>Aurora Play</title>');
    }
    const head = await t.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('when a non-HTML request misses every route, then it is a 404 and not the page', async () => {
    const json = await t.get('/no/such/file.json', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(json.text).not.toContain('id="boot"');
    expect((await t.request('/', { method: 'POST', body: 'x' })).status).toBe(404);
  });

  it('when a built asset is requested, then it is served with immutable caching; a missing one is a 404', async () => {
    const js = await t.get('/assets/index-test1234.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.text).toBe(readFileSync(join(FIXTURE_DIST, 'assets/index-test1234.js'), 'utf8'));
    const missing = await t.get('/assets/index-missing.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('id="boot"');
  });

  it('when a path with a file extension matches no file, then it is a 404 and not the page', async () => {
    for (const path of [
      '/favicon.ico',
      '/x.js',
      '/sitemap.xml',
      '/deep/path/app.css',
      '/apple-touch-icon.png',
      '/assets/missing.css',
      '/brand-assets/missing.png',
      '/brand-assets/',
    ]) {
      for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
        const res = await t.get(path, { headers: { accept } });
        expect(res.status, `${path} ${accept}`).toBe(404);
        expect(res.text, path).not.toContain('id="boot"');
      }
    }
    expect((await t.get('/help/v1.2', { headers: { accept: 'text/html' } })).status).toBe(200); // a dot inside a route is fine
  });

  it('when a public root file is requested, then it is served as is', async () => {
    const robots = await t.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('User-agent');
  });

  it('when brand assets are requested, then only the resolved tenant folder is reachable', async () => {
    mkdirSync(join(t.tenantsDir, 'aurora', 'icons'), { recursive: true });
    writeFileSync(join(t.tenantsDir, 'aurora', 'icons', 'star.svg'), '<svg/>');
    const logged = t.logs.length;
    expect((await t.get('/brand-assets/logo.svg', { host: AURORA })).text).toContain('AURORA-LOGO-ASSET');
    expect((await t.get('/brand-assets/logo.svg', { host: BOREALIS })).text).toContain('BOREALIS-ONLY-ASSET');
    for (const path of [
      '/brand-assets/../borealis/logo.svg',
      '/brand-assets/%2e%2e/borealis/logo.svg',
      '/brand-assets/..%2fborealis%2flogo.svg',
      '/brand-assets/%2E%2E%2Fborealis%2Flogo.svg',
      '/brand-assets/....//borealis/logo.svg',
      '/brand-assets/../aurora.json',
      '/brand-assets/%2e%2e%2faurora.json',
      '/brand-assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/brand-assets/..%5cborealis%5clogo.svg',
      '/brand-assets/%00logo.svg',
      '/brand-assets/',
      '/brand-assets/icons',
      '/brand-assets/icons/',
      '/brand-assets/icons/..',
      '/brand-assets/logo.svg/x',
    ]) {
      const res = await t.get(path, { host: AURORA, headers: { accept: 'image/svg+xml' } });
      expect([400, 403, 404], path).toContain(res.status);
      expect(res.text, path).not.toMatch(/BOREALIS-ONLY-ASSET|"secrets"|root:|EISDIR|ENOTDIR/);
    }
    for (const path of ['/brand-assets/icons', '/brand-assets/icons/', '/wps/../brand-assets/icons']) {
      expect((await t.get(path, { host: AURORA, headers: { accept: 'text/html' } })).status, path).toBe(404);
    }
    expect((await t.get('/brand-assets/icons/star.svg', { host: AURORA })).status).toBe(200);
    expect(t.logs.slice(logged).filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe('web app template', () => {
  it('when dist/index.html is missing, then pages answer a clear 503, and once it is built they are served', async () => {
    const t = await startTestApp({ dist: 'none' });
    try {
      const res = await t.get('/');
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
      expect((await t.get('/wps/system/status')).status).toBe(200); // the API does not need the build
      const { mkdirSync } = await import('node:fs');
      mkdirSync(t.distDir, { recursive: true });
      writeFileSync(join(t.distDir, 'index.html'), readFileSync(join(FIXTURE_DIST, 'index.html'), 'utf8').replace('index-test1234', 'index-built'));
      await eventually(async () => {
        const page = await t.get('/');
        expect(page.status).toBe(200);
        expect(page.text).toContain('/assets/index-built.js');
      });
      rmSync(join(t.distDir, 'index.html'));
      await eventually(async () => expect((await t.get('/')).status).toBe(503));
    } finally {
      await t.close();
    }
  });
});
