// What a route's middleware declares about it (input schemas, module gate, session, upload), readable
// from the mounted router. The OpenAPI document is generated from the routers through these marks, so
// it cannot describe a route other than the one Express runs (server/features/api-docs).
import type { RequestHandler } from 'express';

export interface RouteMark {
  /** Schema URIs (schemas/api) of the validated parts of the request. */
  request?: Partial<Record<'query' | 'body' | 'params', string>>;
  /** Module ids that must be on (spec feature tree). */
  modules?: string[];
  /** 'member': a session of the brand; 'realAccount': and not a trial account. */
  session?: 'member' | 'realAccount';
  /** A raw image body (PNG or JPEG) instead of JSON. */
  imageUpload?: boolean;
  /** Raw body signed by the caller (the signature header's name); validated by the service. */
  signedBody?: string;
  /** Answers with Server-Sent Events (text/event-stream) instead of an envelope; the schema (`<file>#<Name>`) of each event's data. */
  eventStream?: string;
  /** One operation per value of a path parameter, each with its own body schema (the seamless wallet's actions). */
  perAction?: { param: string; body: Record<string, string> };
}

const marks = new WeakMap<object, RouteMark>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler shape Express accepts (typed params included)
export function markHandler<T extends RequestHandler<any>>(handler: T, mark: RouteMark): T {
  marks.set(handler, mark);
  return handler;
}

export function markOf(handler: unknown): RouteMark | undefined {
  return typeof handler === 'function' ? marks.get(handler) : undefined;
}
