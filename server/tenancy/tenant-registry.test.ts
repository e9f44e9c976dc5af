// The registry's validation states (what the back office shows per tenant file) and art copied in after
// its file: real files in a temporary folder, the real validator.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONDITION_GUARD_MS } from '../../tests/setup/condition-guard.ts';
import { TenantRegistry } from './tenant-registry.ts';

const FIXTURES = new URL('../../tests/integration/fixtures/tenants/', import.meta.url).pathname;
const logger = pino({ level: 'silent' });
/** Polls until the check passes; the time limit is a hang guard only. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: CONDITION_GUARD_MS, interval: 20 });

describe('tenant registry validation states', () => {
  let dir: string;
  let registry: TenantRegistry | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'registry-'));
    cpSync(FIXTURES, dir, { recursive: true });
  });
  afterEach(async () => {
    await registry?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fixture = (id: string) => JSON.parse(readFileSync(join(FIXTURES, `${id}.json`), 'utf8'));

  it('when every file is valid, then each is ok, served, with no errors and the time it was checked', async () => {
    const before = Date.now();
    registry = await TenantRegistry.open({ dir, logger, watch: false });
    const states = registry.validationStates();
    expect(states.map((s) => [s.id, s.state, s.serving, s.errors, s.warnings])).toEqual([
      ['aurora', 'ok', true, [], []],
      ['borealis', 'ok', true, [], []],
    ]);
    for (const s of states) expect(s.checkedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('when an edit is invalid, then its state is invalid with every error (pointer and message) while the last good config keeps serving; the fix makes it ok again', async () => {
    registry = await TenantRegistry.open({ dir, logger, watch: false });
    const firstCheck = registry.validationStates()[1].checkedAt;
    const borealis = fixture('borealis');
    borealis.register.defaultCountryDialingCode = '+1';
    writeFileSync(join(dir, 'borealis.json'), JSON.stringify(borealis));
    await registry.reload();
    const [aurora, broken] = registry.validationStates();
    expect(aurora.state).toBe('ok');
    expect(broken).toMatchObject({ id: 'borealis', state: 'invalid', serving: true });
    expect(broken.errors).toEqual([
      {
        file: expect.stringMatching(/borealis\.json$/),
        pointer: '/register/defaultCountryDialingCode',
        message: expect.stringMatching(/^"\+1" is not the dialling code/),
      },
    ]);
    expect(broken.checkedAt.getTime()).toBeGreaterThanOrEqual(firstCheck.getTime());

    writeFileSync(join(dir, 'borealis.json'), JSON.stringify(fixture('borealis')));
    await registry.reload();
    expect(registry.validationStates()[1]).toMatchObject({ state: 'ok', serving: true, errors: [] });
  });

  it('when a new file names art that is not there yet, then it is invalid and not served; once the art is copied in, it goes live without touching the file', async () => {
    registry = await TenantRegistry.open({ dir, logger, watch: true, debounceMs: 10 });
    const cosmo = fixture('borealis');
    cosmo.id = 'cosmo';
    cosmo.hostnames = ['cosmo.example.org'];
    writeFileSync(join(dir, 'cosmo.json'), JSON.stringify(cosmo));
    await eventually(() => expect(registry!.validationStates().find((s) => s.id === 'cosmo')?.state).toBe('invalid'));
    const waiting = registry.validationStates().find((s) => s.id === 'cosmo')!;
    expect(waiting.serving).toBe(false);
    expect(waiting.errors.map((e) => e.pointer)).toEqual(['/brand/logo', '/brand/favicon', '/banners/0/url', '/resources/1/qrCodeUrl']);
    expect(registry.configs.has('cosmo')).toBe(false);

    cpSync(join(dir, 'borealis'), join(dir, 'cosmo'), { recursive: true });
    await eventually(() => expect(registry!.configs.has('cosmo')).toBe(true));
    expect(registry.validationStates().find((s) => s.id === 'cosmo')).toMatchObject({ state: 'ok', serving: true, errors: [] });
  });

  it('when a file switches off the page a banner leads to, then it is served, ok, with the warning kept until the next change', async () => {
    registry = await TenantRegistry.open({ dir, logger, watch: false });
    const aurora = fixture('aurora');
    const rng = aurora.whitelabel[0].childrenNodes[0].childrenNodes.find((n: { modId: string }) => n.modId === 'RNG');
    rng.enabled = false;
    writeFileSync(join(dir, 'aurora.json'), JSON.stringify(aurora));
    await registry.reload();
    expect(registry.configs.get('aurora')?.whitelabel).toEqual(aurora.whitelabel);
    await registry.reload(); // unchanged: not checked again, the warning stays
    const [state] = registry.validationStates();
    expect(state).toMatchObject({ state: 'ok', serving: true, errors: [] });
    expect(state.warnings.map((w) => w.pointer)).toEqual(['/banners/0/link']);
  });

  it('when a file is removed, then it has no state any more', async () => {
    registry = await TenantRegistry.open({ dir, logger, watch: false });
    rmSync(join(dir, 'borealis.json'));
    await registry.reload();
    expect(registry.validationStates().map((s) => s.id)).toEqual(['aurora']);
  });
});
