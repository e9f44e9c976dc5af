// GET /openapi.json (the portal API) and GET /openapi/vendor.json (the seamless wallet alone), on
// operator hosts only: app.ts mounts this behind operatorHost, so no brand host ever serves them.
// Built once, on first request, from the API router as mounted (routes do not change at run time).
import { Router } from 'express';
import { mountedRoutes } from './mounted-routes.ts';
import { buildApiDocuments, type ApiDocuments } from './openapi-document.ts';

export function apiDocsRoutes(apiRouter: () => { stack?: unknown[] }): Router {
  const router = Router();
  let documents: ApiDocuments | undefined;
  const docs = () => (documents ??= buildApiDocuments(mountedRoutes(apiRouter())));
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(docs().portal);
  });
  router.get('/openapi/vendor.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(docs().vendor);
  });
  return router;
}
