// GET /wps/v2/wallets/balance — module ACCOUNT, signed-in members (trial accounts too: their demo balance).
// GET /wps/member/transactions — account records, module MEMBERCENTRE, real accounts.
// GET/POST /wps/member/transfer-upline — transfers within the member's tree, module TRANSFERUPLINE.
// GCS_merchantWallet, /wps/v2/wallets, GCS_walletTransfer, funds/consolidated — game wallets, module ACCOUNT.
import { Router } from 'express';
import type { LanguageQuery, TransactionQuery, TransferUplineBody, WalletBalance, WalletTransferBody } from '../../../schemas/generated/wallet.ts';
import type { GameWalletsService } from './game-wallets.service.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, requireSession, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { TransactionHistoryService } from './transaction-history.service.ts';
import type { TransferUplineService } from './transfer-upline.service.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(
  wallet: WalletService,
  history: TransactionHistoryService,
  transfers: TransferUplineService,
  games: GameWalletsService,
  catalogues: Catalogues,
): Router {
  const router = Router();

  router.get('/wps/v2/wallets/balance', requireModule('ACCOUNT'), requireSession(), async (_req, res) => {
    const { tenant } = res.locals;
    const value: WalletBalance = await wallet.balance(tenant.id, sessionOf(res)!.memberId, tenant.config.currency.code);
    // A balance is private and changes with every bet: never stored by a browser or proxy.
    res.set('Cache-Control', 'no-store').json(ok(value));
  });

  router.get(
    '/wps/member/transactions',
    requireModule('MEMBERCENTRE'),
    requireRealAccount(),
    validate({ query: apiSchema<TransactionQuery>('wallet', 'TransactionQuery') }),
    async (_req, res) => {
      const query = res.locals.input!.query as TransactionQuery;
      res.set('Cache-Control', 'no-store').json(ok(await history.page(res.locals.tenant, sessionOf(res)!.memberId, query)));
    },
  );

  const signedIn = [requireModule('ACCOUNT'), requireSession()];
  router.get(
    '/wps/relay/GCS_merchantWallet',
    requireModule('ACCOUNT'),
    validate({ query: apiSchema<LanguageQuery>('wallet', 'LanguageQuery') }),
    (_req, res) => {
      res.json(ok(games.merchantWallet(res.locals.tenant)));
    },
  );
  router.get('/wps/v2/wallets', ...signedIn, validate({ query: apiSchema<LanguageQuery>('wallet', 'LanguageQuery') }), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(ok(await games.wallets(res.locals.tenant, sessionOf(res)!.memberId)));
  });
  router.get(
    '/wps/member/info/funds/consolidated',
    ...signedIn,
    validate({ query: apiSchema<LanguageQuery>('wallet', 'LanguageQuery') }),
    async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(ok(await games.consolidated(res.locals.tenant, sessionOf(res)!.memberId)));
    },
  );
  router.post(
    '/wps/relay/GCS_walletTransfer',
    ...signedIn,
    validate({ body: apiSchema<WalletTransferBody>('wallet', 'WalletTransferBody') }),
    async (req, res) => {
      const body = res.locals.input!.body as WalletTransferBody;
      const value = await games.transfer(res.locals.tenant, sessionOf(res)!.memberId, body);
      const message = body.direction === 'returnAll' ? catalogues.t(requestLanguage(req, res), 'success.balanceReturned') : '';
      res.set('Cache-Control', 'no-store').json(ok(value, message));
    },
  );

  const transferGate = [requireModule('TRANSFERUPLINE'), requireRealAccount()];
  router.get('/wps/member/transfer-upline', ...transferGate, validate({ query: apiSchema<LanguageQuery>('wallet', 'LanguageQuery') }), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(ok(await transfers.targets(res.locals.tenant, sessionOf(res)!.memberId)));
  });
  router.post(
    '/wps/member/transfer-upline',
    ...transferGate,
    validate({ body: apiSchema<TransferUplineBody>('wallet', 'TransferUplineBody') }),
    async (_req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(ok(await transfers.transfer(res.locals.tenant, sessionOf(res)!.memberId, res.locals.input!.body as TransferUplineBody)));
    },
  );

  return router;
}
