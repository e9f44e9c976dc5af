// The e2e server reads a temp copy of tenants/ so tests may add brands without touching the demo
// files. One extra brand, `maint`, is aurora with maintenance switched on; aurora's social sign-in
// points at the e2e identity provider (support/oidc-server.ts).
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enabledModules } from '../../../schemas/rules/feature-tree.ts';
import { sealChatLink } from '../../../server/tenancy/customer-service-link.ts';
import { pointAtE2eProvider } from './e2e-social.ts';

export const repoTenantsDir = fileURLToPath(new URL('../../../tenants', import.meta.url));
export const MAINTENANCE_BRAND = 'maint';

/** The e2e server runs on real time: the lottery brands get a fast draw every 30 s (lottery.e2e.ts bets on it). */
export const SHORT_DRAW = { gameCode: 'fast-30s', intervalSeconds: 30, lockSeconds: 5 } as const;

const SHORT_DRAW_NAMES = {
  EN: 'Fast Lotto 30 s',
  TY: 'Xổ số nhanh 30 giây',
  VI: 'Xổ số nhanh 30 giây',
  CN: '快速彩 30 秒',
  TH: 'หวยด่วน 30 วินาที',
  ID: 'Lotre Cepat 30 detik',
};

function withShortLotteryDraw(tenant: any): any {
  const games: { gameCode: string; gameId: number; kind: string }[] = tenant.games.lottery?.games ?? [];
  const model = games.find((g) => g.kind === 'fast');
  if (!model) return tenant;
  const short = {
    ...model,
    ...SHORT_DRAW,
    gameId: Math.max(...games.map((g) => g.gameId)) + 1,
    names: Object.fromEntries(Object.entries(SHORT_DRAW_NAMES).filter(([lang]) => tenant.languages.supported.includes(lang))),
  };
  return { ...tenant, games: { ...tenant.games, lottery: { ...tenant.games.lottery, games: [short, ...games] } } };
}

/**
 * The e2e server runs on real time: aurora and lotus offer a 1-minute reality check (exclusion.e2e.ts waits for
 * it over a slot), beside their usual choices.
 */
export const SHORT_REALITY_CHECK_MINUTES = 1;

function withShortRealityCheck(tenant: any): any {
  const rg = tenant.responsibleGaming ?? {};
  const minutes: number[] = rg.realityCheck?.minutes ?? [15, 30, 45, 60];
  return {
    ...tenant,
    responsibleGaming: { ...rg, realityCheck: { minutes: [SHORT_REALITY_CHECK_MINUTES, ...minutes.filter((m) => m !== SHORT_REALITY_CHECK_MINUTES)] } },
  };
}

/**
 * The test-clock server's lotus shows its VIP levels (the page is off on the demo brand, the levels are configured)
 * and has a VIP customer-service entry, so vip.month-clock.e2e.ts sees on a second brand that a member at rank 4 — not
 * above 4 (spec §6) — is still served by the ordinary chat.
 */
export const CLOCK_LOTUS_VIP_ENTRY = 'https://support.lotus.example.com/vip?site=lotus88';

function switchOn(nodes: any[], modId: string): any[] {
  return nodes.map((n) => ({ ...n, enabled: n.modId === modId ? true : n.enabled, childrenNodes: n.childrenNodes && switchOn(n.childrenNodes, modId) }));
}

function withVipPageAndEntry(tenant: any, url: string): any {
  const entry = { csType: 'VIP', csPosition: tenant.customerService.length + 1, path: sealChatLink(url) };
  return { ...tenant, whitelabel: switchOn(tenant.whitelabel, 'VIP'), customerService: [...tenant.customerService, entry] };
}

/** `server`: the main e2e server, or the test-clock server (*-clock.e2e.ts), each with its own folders. */
export function prepareE2eTenants(server: 'main' | 'clock' = 'main'): { tenantsDir: string; dataDir: string } {
  // Children (test workers) re-import the config: they find the folders the parent made in its environment.
  const envTenants = server === 'clock' ? 'E2E_CLOCK_TENANTS_DIR' : 'E2E_TENANTS_DIR';
  const envData = server === 'clock' ? 'E2E_CLOCK_DATA_DIR' : 'E2E_DATA_DIR';
  const fromEnv = process.env[envTenants];
  if (fromEnv) return { tenantsDir: fromEnv, dataDir: process.env[envData]! };
  const tenantsDir = mkdtempSync(join(tmpdir(), 'portal-e2e-tenants-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-data-'));
  cpSync(repoTenantsDir, tenantsDir, { recursive: true });
  const aurora = withShortRealityCheck(withShortLotteryDraw(pointAtE2eProvider(JSON.parse(readFileSync(join(tenantsDir, 'aurora.json'), 'utf8')))));
  writeFileSync(join(tenantsDir, 'aurora.json'), JSON.stringify(aurora, null, 2));
  const demoLotus = withShortRealityCheck(withShortLotteryDraw(JSON.parse(readFileSync(join(tenantsDir, 'lotus.json'), 'utf8'))));
  const lotus = server === 'clock' ? withVipPageAndEntry(demoLotus, CLOCK_LOTUS_VIP_ENTRY) : demoLotus;
  writeFileSync(join(tenantsDir, 'lotus.json'), JSON.stringify(lotus, null, 2));
  const maint = {
    ...aurora,
    id: MAINTENANCE_BRAND,
    hostnames: [`${MAINTENANCE_BRAND}.localhost`],
    brand: { ...aurora.brand, name: 'Maintenance Demo' },
    systemStatus: {
      ...aurora.systemStatus,
      maintenance: { enabled: true, endTime: '2099-01-01T06:00:00Z', info: { EN: 'We are adding new live tables.' } },
      regionRestriction: { enabled: false },
    },
  };
  writeFileSync(join(tenantsDir, `${MAINTENANCE_BRAND}.json`), JSON.stringify(maint, null, 2));
  cpSync(join(tenantsDir, 'aurora'), join(tenantsDir, MAINTENANCE_BRAND), { recursive: true });
  process.env[envTenants] = tenantsDir;
  process.env[envData] = dataDir;
  return { tenantsDir, dataDir };
}

export interface DemoBrand {
  id: string;
  name: string;
  languages: { supported: string[]; default: string };
  themes: { default: 'light' | 'dark' };
  categories: string[];
  whitelabel: unknown[];
  hasModule: (id: string) => boolean;
}

export function demoBrands(): DemoBrand[] {
  return readdirSync(repoTenantsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const t = JSON.parse(readFileSync(join(repoTenantsDir, f), 'utf8'));
      const on: ReadonlySet<string> = enabledModules(t.whitelabel);
      return {
        id: t.id,
        name: t.brand.name,
        languages: t.languages,
        themes: t.themes,
        whitelabel: t.whitelabel,
        categories: t.games.categories.map((c: { id: string }) => c.id).filter((c: string) => on.has(c)),
        hasModule: (id: string) => on.has(id),
      };
    });
}
