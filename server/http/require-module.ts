// Gate of every route: the module must be on in the tenant's effective feature tree.
import type { RequestHandler } from 'express';
import type { ModuleId } from '../../schemas/generated/tenant.ts';
import { AppError } from './app-error.ts';
import { markHandler } from './route-meta.ts';

export function requireModule(id: ModuleId): RequestHandler {
  return markHandler(
    (_req, res, next) => {
      if (res.locals.tenant.enabled.has(id)) next();
      else next(new AppError(404, 'featureUnavailable', { params: { module: id } }));
    },
    { modules: [id] },
  );
}
