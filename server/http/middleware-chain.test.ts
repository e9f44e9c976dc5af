import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { middlewareChain } from './middleware-chain.ts';

const req = {} as Request;
const res = {} as Response;

/** Runs the chain; resolves with what it passed to Express's next (undefined when it passed on without error). */
function run(handlers: RequestHandler[]): Promise<{ calledNext: boolean; err: unknown }> {
  return new Promise((resolve) => {
    const next = ((err?: unknown) => resolve({ calledNext: true, err })) as NextFunction;
    middlewareChain(handlers)(req, res, next);
  });
}

describe('middlewareChain', () => {
  it('when every handler passes on, then they run in order and the chain passes on', async () => {
    const seen: number[] = [];
    const h =
      (n: number): RequestHandler =>
      (_q, _s, next) => (seen.push(n), next());
    expect(await run([h(1), h(2), h(3)])).toEqual({ calledNext: true, err: undefined });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('when a handler answers without calling next, then the later handlers and Express are not called', async () => {
    const seen: string[] = [];
    let nextCalled = false;
    middlewareChain([(_q, _s) => void seen.push('answer'), () => void seen.push('later')])(req, res, (() => (nextCalled = true)) as NextFunction);
    await new Promise((r) => setImmediate(r));
    expect([seen, nextCalled]).toEqual([['answer'], false]);
  });

  it('when a handler passes an error, throws, or returns a rejected promise, then the chain passes that error on and stops', async () => {
    const boom = new Error('boom');
    const never: RequestHandler = () => {
      throw new Error('must not run');
    };
    expect((await run([(_q, _s, next) => next(boom), never])).err).toBe(boom);
    expect(
      (
        await run([
          () => {
            throw boom;
          },
          never,
        ])
      ).err,
    ).toBe(boom);
    expect((await run([async () => Promise.reject(boom), never])).err).toBe(boom);
  });
});
