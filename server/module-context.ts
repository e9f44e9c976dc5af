// What every feature module receives from the composition root (app.ts): the app-wide parts that
// are not any feature's own. A module adds its own needs (other features' ports) as a second argument.
import type { Db } from './db/database.ts';
import type { Env } from './env.ts';
import type { Catalogues } from './i18n/catalogues.ts';
import type { Logger } from './logger.ts';
import type { SharedState } from './shared-state/shared-state.ts';
import type { TenantDirectory } from './tenancy/tenant-directory.ts';

export interface ModuleContext {
  env: Env;
  logger: Logger;
  db: Db;
  sharedState: SharedState;
  catalogues: Catalogues;
  tenants: TenantDirectory;
  /** Whether background jobs start (tests run them by hand). */
  jobs: boolean;
  /** Registers what to stop or release when the app closes (run in reverse order of registration). */
  onClose(closer: () => unknown): void;
}
