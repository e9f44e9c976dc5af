// Game wallets over real HTTP on both engines: which vendors keep their own wallet (from the tenant
// file), transfers in and out once per key and never below zero, "return all", consolidated funds,
// and a ledger that stays sound under concurrent transfers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

let seq = 0;
const key = () => `gw-${Date.now()}-${++seq}`;

describe.each(DATABASE_KINDS)('game wallets on %s', (kind) => {
  let t: TestApp;
  let client: Client;
  let memberId: number;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: 'gw_player',
      nickname: 'gw',
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('exists');
    memberId = created.id;
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: 'gw-seed',
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId },
      amount: 100_000,
      currency: 'PHP',
    });
    client = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'gw_player', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  const move = (body: Record<string, unknown>) => call(t, client, 'POST', '/wps/relay/GCS_walletTransfer', { idempotencyKey: key(), ...body });
  const wallets = async () => (await call(t, client, 'GET', '/wps/v2/wallets')).json().value;

  it('when the merchant wallet is asked for, then only the vendors the brand lists keep their own wallet', async () => {
    const aurora = (await t.get('/wps/relay/GCS_merchantWallet')).json().value as Array<{ vassalage: string; isSingle: boolean }>;
    expect(aurora.filter((v) => !v.isSingle).map((v) => v.vassalage)).toEqual(['EVO']);
    expect(aurora.find((v) => v.vassalage === 'PG')?.isSingle).toBe(true);
    const borealis = (await t.get('/wps/relay/GCS_merchantWallet', { host: BOREALIS })).json().value as Array<{ isSingle: boolean }>;
    expect(borealis.every((v) => v.isSingle)).toBe(true);
  });

  it('when money goes in and out of a game wallet, then both balances follow, a retried key moves once, and overdrafts are refused', async () => {
    const fixed = key();
    const [a, b] = await Promise.all([
      move({ vendor: 'EVO', direction: 'in', amount: 30_000, idempotencyKey: fixed }),
      move({ vendor: 'EVO', direction: 'in', amount: 30_000, idempotencyKey: fixed }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await wallets()).toEqual({ currency: 'PHP', main: 70_000, games: [{ vendor: 'EVO', balance: 30_000 }] });
    expect((await move({ vendor: 'EVO', direction: 'out', amount: 10_000 })).json().value.games).toEqual([{ vendor: 'EVO', balance: 20_000 }]);
    const over = await move({ vendor: 'EVO', direction: 'out', amount: 20_001 });
    expect([over.status, over.json().code]).toEqual([409, 'insufficientFunds']);
    expect((await move({ vendor: 'EVO', direction: 'in', amount: 80_001 })).json().code).toBe('insufficientFunds');
    expect((await move({ vendor: 'PG', direction: 'in', amount: 1 })).json().message).toBe(catalogue('en').errors.gameWalletUnknown);
    expect((await move({ vendor: 'EVO', direction: 'in' })).status).toBe(400);
    expect(await wallets()).toEqual({ currency: 'PHP', main: 80_000, games: [{ vendor: 'EVO', balance: 20_000 }] });
  });

  it('when everything is returned, then the game wallets empty into the main wallet with the spec message, and the consolidated funds add up', async () => {
    const consolidatedBefore = (await call(t, client, 'GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(consolidatedBefore).toEqual({ currency: 'PHP', main: 80_000, games: 20_000, held: 0, total: 100_000 });
    const res = await move({ direction: 'returnAll' });
    expect(res.json().message).toBe('Balance returned successfully');
    expect(res.json().value).toEqual({ currency: 'PHP', main: 100_000, games: [{ vendor: 'EVO', balance: 0 }] });
  });

  it('when twenty transfers race both ways on one member, then no balance goes negative and the books balance', async () => {
    await move({ vendor: 'EVO', direction: 'in', amount: 50_000 });
    const racing = await Promise.all(Array.from({ length: 20 }, (_, i) => move({ vendor: 'EVO', direction: i % 2 ? 'in' : 'out', amount: 9_000 })));
    expect(racing.every((r) => r.status === 200 || r.json().code === 'insufficientFunds')).toBe(true);
    const after = await wallets();
    expect(after.main + after.games[0].balance).toBe(100_000);
    expect(after.main).toBeGreaterThanOrEqual(0);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it("when nobody is signed in or the session is another brand's, then the wallets are private", async () => {
    expect((await t.get('/wps/v2/wallets')).status).toBe(401);
    expect(
      (await call(t, { ...client, host: BOREALIS }, 'POST', '/wps/relay/GCS_walletTransfer', { direction: 'returnAll', idempotencyKey: key() })).status,
    ).toBe(401);
  });
});
