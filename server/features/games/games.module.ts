// The games catalogue: each brand's games (imported from its vendors), lists, favourites, recently
// played, launching, and the generated game art.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { gameArtRoutes } from './game-art.routes.ts';
import { GamesRepository } from './games.repository.ts';
import { GamesService, type GamesPorts } from './games.service.ts';
import { gamesRoutes } from './games.routes.ts';

export interface GamesModule {
  service: GamesService;
  routes: Router;
  artRoutes: Router;
  /** Imports the brand's catalogue, at start and after each change of its tenant file. */
  prepareTenant(tenant: TenantContext): Promise<void>;
  /** Recomputes the brand's game order for the categories now on (a staff override of the feature tree). */
  reorderTenant(tenant: TenantContext): Promise<void>;
}

export function createGamesModule({ db }: ModuleContext, ports: GamesPorts): GamesModule {
  const service = new GamesService(new GamesRepository(db), ports);
  return {
    service,
    routes: gamesRoutes(service),
    artRoutes: gameArtRoutes(),
    prepareTenant: async (tenant) => void (await service.importCatalogue(tenant)),
    reorderTenant: (tenant) => service.reorderCatalogue(tenant),
  };
}
