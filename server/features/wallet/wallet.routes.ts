// GET /wps/v2/wallets/balance — module ACCOUNT, signed-in members (trial accounts too: their demo balance).
import { Router } from 'express';
import type { WalletBalance } from '../../../schemas/generated/wallet.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireSession, sessionOf } from '../../http/session-locals.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(wallet: WalletService): Router {
  const router = Router();

  router.get('/wps/v2/wallets/balance', requireModule('ACCOUNT'), requireSession(), async (_req, res) => {
    const { tenant } = res.locals;
    const value: WalletBalance = await wallet.balance(tenant.id, sessionOf(res)!.memberId, tenant.config.currency.code);
    // A balance is private and changes with every bet: never stored by a browser or proxy.
    res.set('Cache-Control', 'no-store').json(ok(value));
  });

  return router;
}
