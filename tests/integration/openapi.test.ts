// The OpenAPI 3.1 documents: generated from the mounted routers and schemas/api, served on operator
// hosts only, and refused when the route table and the hand-kept response table disagree.
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedRoutes } from '../../server/features/api-docs/mounted-routes.ts';
import { buildApiDocuments, routeTableProblems } from '../../server/features/api-docs/openapi-document.ts';
import { API_RESPONSES } from '../../server/features/api-docs/api-responses.ts';
import { requireModule } from '../../server/http/require-module.ts';
import { requireSession } from '../../server/http/session-locals.ts';
import { apiSchema, validate } from '../../server/http/validate.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const OPS = 'ops.localhost';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every $ref of the document that does not point at something in it. */
function unresolvedRefs(doc: any): string[] {
  const resolve = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<any>((node, key) => (node && typeof node === 'object' ? node[key] : undefined), doc);
  const bad: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref') {
          if (typeof value !== 'string' || !value.startsWith('#/') || resolve(value) === undefined) bad.push(String(value));
        } else walk(value);
      }
    }
  };
  walk(doc);
  return bad;
}

/** The document's shape problems: version, operations with responses, unique operation ids. */
function shapeProblems(doc: any): string[] {
  const problems: string[] = [];
  if (doc.openapi !== '3.1.0') problems.push(`openapi is ${doc.openapi}`);
  if (!doc.info?.title || !doc.info?.version) problems.push('info needs title and version');
  const ids = new Set<string>();
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    const ops = Object.entries<any>(item).filter(([m]) => METHODS.includes(m));
    if (ops.length === 0) problems.push(`${path} has no operation`);
    for (const [method, op] of ops) {
      if (!op.responses || Object.keys(op.responses).length === 0) problems.push(`${method} ${path} has no responses`);
      if (!op.operationId || ids.has(op.operationId)) problems.push(`${method} ${path}: operationId missing or repeated`);
      ids.add(op.operationId);
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        if (!op.parameters?.some((p: any) => p.in === 'path' && `{${p.name}}` === name)) problems.push(`${method} ${path}: no path parameter ${name}`);
      }
    }
  }
  return problems;
}

describe('OpenAPI documents over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  }, 120_000);
  afterAll(() => t?.close());

  it('when an operator host asks for /openapi.json, then it gets a valid OpenAPI 3.1 document of every /wps route', async () => {
    const res = await t.get('/openapi.json', { host: OPS });
    expect(res.status).toBe(200);
    const doc = res.json();
    expect(shapeProblems(doc)).toEqual([]);
    expect(unresolvedRefs(doc)).toEqual([]);
    // One operation per entry of the response table, the vendor route once per action.
    const operations = Object.values<any>(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(operations).toBe(Object.keys(API_RESPONSES).length - 1 + 4);
    const list = doc.paths['/wps/relay/GCSGAME_gameList'].get;
    expect(list['x-modules']).toEqual(['GAMES']);
    expect(list.parameters.map((p: any) => p.name)).toContain('gameType');
    expect(list.responses[200].content['application/json'].schema.allOf[1].properties.value).toEqual({ $ref: '#/components/schemas/games.GamePage' });
    const confirm = doc.paths['/wps/withdrawals/{id}/confirm'].post;
    expect(confirm.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/withdrawals.ConfirmBody' });
    expect(confirm.security).toBeDefined();
    expect(doc.paths['/wps/vendor/{vendor}/bet'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/seamless.BetRequest',
    });
    expect(Object.keys(doc.paths['/wps/deposits/{id}/receipt'].post.requestBody.content)).toEqual(['image/png', 'image/jpeg']);
    // The push channel answers Server-Sent Events, each event's data described by its schema.
    const push = doc.paths['/wps/push/events'].get;
    expect(Object.keys(push.responses[200].content)).toEqual(['text/event-stream']);
    expect(push.responses[200].content['text/event-stream']['x-event']).toEqual({ $ref: '#/components/schemas/push.PushEvent' });
    expect(push.parameters.map((p: any) => p.name)).toEqual(['since', 'language']);
  });

  it('when an operator host asks for /openapi/vendor.json, then it gets the seamless wallet alone, signed', async () => {
    const res = await t.get('/openapi/vendor.json', { host: OPS });
    expect(res.status).toBe(200);
    const doc = res.json();
    expect(shapeProblems(doc)).toEqual([]);
    expect(unresolvedRefs(doc)).toEqual([]);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/wps/vendor/{vendor}/balance',
      '/wps/vendor/{vendor}/bet',
      '/wps/vendor/{vendor}/rollback',
      '/wps/vendor/{vendor}/win',
    ]);
    for (const item of Object.values<any>(doc.paths)) {
      expect(item.post.parameters).toContainEqual(expect.objectContaining({ name: 'x-signature', in: 'header', required: true }));
    }
  });

  it('when a brand host asks for the documents, then it never gets them', async () => {
    for (const path of ['/openapi.json', '/openapi/vendor.json']) {
      const res = await t.get(path);
      expect(res.text).not.toContain('"openapi"');
      expect(res.status).toBe(404);
    }
  });
});

describe('OpenAPI route table', () => {
  const gamesLike = () => {
    const router = Router();
    router.get('/wps/relay/GCSGAME_gameList', requireModule('GAMES'), validate({ query: apiSchema('games', 'GameListQuery') }), (_req, res) => void res.end());
    router.post(
      '/wps/withdrawals/:id/confirm',
      requireModule('WITHDRAW'),
      requireSession(),
      validate({ body: apiSchema('withdrawals', 'ConfirmBody') }),
      (_req, res) => void res.end(),
    );
    router.get('/studio/verify', (_req, res) => void res.end());
    const api = Router();
    api.use(router);
    return api;
  };
  const table = { 'GET /wps/relay/GCSGAME_gameList': 'games#GamePage', 'POST /wps/withdrawals/:id/confirm': 'withdrawals#WithdrawalView' };

  it('when routes are read from a router, then each carries its method, path, gate, session and schemas', () => {
    expect(mountedRoutes(gamesLike())).toEqual([
      {
        method: 'GET',
        path: '/wps/relay/GCSGAME_gameList',
        mark: expect.objectContaining({ modules: ['GAMES'], request: { query: expect.stringContaining('games.schema.json#/definitions/GameListQuery') } }),
      },
      { method: 'POST', path: '/wps/withdrawals/:id/confirm', mark: expect.objectContaining({ modules: ['WITHDRAW'], session: 'member' }) },
      { method: 'GET', path: '/studio/verify', mark: expect.anything() },
    ]);
    expect(routeTableProblems(mountedRoutes(gamesLike()), table)).toEqual([]);
  });

  it('when a mounted route has no entry, then the document is refused naming it', () => {
    const api = gamesLike();
    const extra = Router();
    extra.get('/wps/member/new-thing', (_req, res) => void res.end());
    api.use(extra);
    expect(routeTableProblems(mountedRoutes(api), table)).toEqual([
      { route: 'GET /wps/member/new-thing', problem: 'mounted, but has no entry in api-responses.ts' },
    ]);
    expect(() => buildApiDocuments(mountedRoutes(api), table)).toThrow(/GET \/wps\/member\/new-thing: mounted, but has no entry/);
  });

  it('when an entry has no mounted route, then the document is refused naming it', () => {
    const stale = { ...table, 'DELETE /wps/relay/GCSGAME_gameList': null };
    expect(() => buildApiDocuments(mountedRoutes(gamesLike()), stale)).toThrow(
      /DELETE \/wps\/relay\/GCSGAME_gameList: an entry in api-responses.ts, but no such route is mounted/,
    );
  });
});
