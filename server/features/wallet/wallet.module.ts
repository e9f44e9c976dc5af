// The wallet: the ledger (every movement of money), account records, game wallets and transfers
// within the member's tree.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { GameWalletsService } from './game-wallets.service.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { TransactionHistoryRepository } from './transaction-history.repository.ts';
import { TransactionHistoryService } from './transaction-history.service.ts';
import { TransferUplineService, type MemberTree, type TransferUplinePorts } from './transfer-upline.service.ts';
import { WalletService } from './wallet.service.ts';
import { walletRoutes } from './wallet.routes.ts';

export interface WalletModule {
  service: WalletService;
  /** Account records; the back office reads a member's statement through it. */
  history: TransactionHistoryService;
  routes: Router;
}

/** `memberTree` walks the member's upline and downline (the accounts feature owns the members table). */
export function createWalletModule({ db, catalogues }: ModuleContext, ports: TransferUplinePorts & { memberTree: MemberTree }): WalletModule {
  const service = new WalletService(new LedgerRepository(db));
  const history = new TransactionHistoryService(new TransactionHistoryRepository(db));
  const transfers = new TransferUplineService(ports.memberTree, service, ports);
  const gameWallets = new GameWalletsService(service);
  return { service, history, routes: walletRoutes(service, history, transfers, gameWallets, catalogues) };
}
