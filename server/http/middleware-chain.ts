// Several middlewares mounted as one: Express's router spends a layer's worth of work (path matching, URL
// parsing, a `next` closure) on every middleware it walks, which on the home page's hot path cost more than
// the five middlewares before the page did themselves. Each handler here runs in order with the same
// request; an error or a rejected promise leaves the chain for Express's error handling, as `next(err)` would.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export function middlewareChain(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined && err !== null && err !== 'route') return done(err);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(done);
      } catch (error) {
        done(error);
      }
    };
    step();
  };
}
